export { Field, type FieldProps } from "./field.js";
export { type UseFieldOptions, type UseFieldResult, useField } from "./use-field.js";
