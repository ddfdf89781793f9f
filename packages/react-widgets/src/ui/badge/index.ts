export { Badge, type BadgeProps, type BadgeVariant } from "./badge.js";
