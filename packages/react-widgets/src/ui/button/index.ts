export { Button, type ButtonProps } from "./button.js";
export type { ButtonLookProps, ButtonSize, ButtonVariant } from "./button-class-name.js";
export { LinkButton, type LinkButtonProps } from "./link-button.js";
