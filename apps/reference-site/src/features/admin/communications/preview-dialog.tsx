import { Dialog } from "@ringline/react-widgets";

/** An e-mail's text as it was kept, in a dialog; closed when there is nothing to show. */
export function PreviewDialog({
  preview,
  onClose,
}: {
  preview: { title: string; description?: string | undefined; text: string } | undefined;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={preview !== undefined}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={preview?.title ?? "E-mail"}
      description={preview?.description}
    >
      <pre className="admin-preview">{preview?.text}</pre>
    </Dialog>
  );
}
