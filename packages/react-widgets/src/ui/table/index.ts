export { Table, type TableColumn, type TableProps } from "./table.js";
