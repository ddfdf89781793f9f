import { Field } from "@ringline/react-widgets";
import { ListEditor } from "./list-editor.js";
import type { FieldsProps } from "./settings-form.js";

/** Step 3's field: the websites to crawl. */
export function WebsiteFields({ draft, set, errors }: FieldsProps) {
  return (
    <ListEditor
      legend="Your websites"
      hint="We read them (same site only, as robots.txt allows) so your receptionist can answer from them."
      items={draft.websitesToCrawl}
      onChange={(items) => set("websitesToCrawl", items)}
      newItem={() => "https://"}
      addLabel="Add a website"
      itemLabel="website"
      max={5}
      error={errors.websitesToCrawl}
      renderItem={(url, index, update) => (
        <Field label={`Website ${index + 1}`} error={errors[`websitesToCrawl.${index}`]}>
          <input
            type="url"
            inputMode="url"
            value={url}
            placeholder="https://www.yourbusiness.com"
            onChange={(event) => update(event.target.value)}
          />
        </Field>
      )}
    />
  );
}
