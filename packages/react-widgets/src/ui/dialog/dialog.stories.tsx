import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import type { Locale } from "../../shared/messages.js";
import { Button } from "../button/button.js";
import { Field } from "../field/field.js";
import { Dialog } from "./index.js";

interface FormDialogExampleProps {
  title: string;
  description: string;
  fieldLabel: string;
  cancelLabel: string;
  saveLabel: string;
  /** Whether the dialog starts open. */
  defaultOpen: boolean;
  /** Shows the Save button pending. */
  saving?: boolean;
  error?: string;
  locale?: Locale;
}

/** A dialog built from the primitives: a Field and two Buttons. */
function FormDialogExample({
  title,
  description,
  fieldLabel,
  cancelLabel,
  saveLabel,
  defaultOpen,
  saving,
  error,
  locale,
}: FormDialogExampleProps) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} locale={locale}>
        {title}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={title}
        description={description}
        locale={locale}
      >
        <form
          style={{ display: "grid", gap: "1rem" }}
          onSubmit={(event) => {
            event.preventDefault();
            setOpen(false);
          }}
        >
          <Field label={fieldLabel} error={error} required>
            <input name="name" defaultValue="Front desk" />
          </Field>
          <div style={{ display: "flex", justifyContent: "flex-end", gap: "0.75rem" }}>
            <Button variant="ghost" onClick={() => setOpen(false)} locale={locale}>
              {cancelLabel}
            </Button>
            <Button type="submit" loading={saving} locale={locale}>
              {saveLabel}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}

const meta = {
  title: "Design system/Dialog",
  component: FormDialogExample,
  args: {
    title: "Rename number",
    description: "Callers never see this name; it labels the number in your dashboard.",
    fieldLabel: "Name",
    cancelLabel: "Cancel",
    saveLabel: "Save",
    defaultOpen: true,
  },
} satisfies Meta<typeof FormDialogExample>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open, with a Field and the two actions. */
export const Open: Story = {};

/** Closed: the button opens it. */
export const Closed: Story = { args: { defaultOpen: false } };

/** Saving: the Save button is pending. */
export const Saving: Story = { args: { saving: true } };

/** The field is invalid. */
export const Invalid: Story = { args: { error: "Enter a name" } };

/** Spanish: the close button and pending label come from the package's texts. */
export const Spanish: Story = {
  args: {
    locale: "es",
    title: "Renombrar número",
    description: "Quien llama no ve este nombre.",
    fieldLabel: "Nombre",
    cancelLabel: "Cancelar",
    saveLabel: "Guardar",
    saving: true,
  },
};
