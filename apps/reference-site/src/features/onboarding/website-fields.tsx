import { useLingui } from "@lingui/react/macro";
import { Field } from "@ringline/react-widgets";
import { ListEditor } from "./list-editor.js";
import type { FieldsProps } from "./settings-form.js";

/** Step 3's field: the websites to crawl. */
export function WebsiteFields({ draft, set, errors }: FieldsProps) {
  const { t } = useLingui();
  return (
    <ListEditor
      legend={t`Your websites`}
      hint={t`We read them (same site only, as robots.txt allows) so your receptionist can answer from them.`}
      items={draft.websitesToCrawl}
      onChange={(items) => set("websitesToCrawl", items)}
      newItem={() => "https://"}
      addLabel={t`Add a website`}
      itemLabel={t`website`}
      max={5}
      error={errors.websitesToCrawl}
      renderItem={(url, index, update) => {
        const number = index + 1;
        return (
          <Field label={t`Website ${number}`} error={errors[`websitesToCrawl.${index}`]}>
            <input
              type="url"
              inputMode="url"
              value={url}
              placeholder="https://www.yourbusiness.com"
              onChange={(event) => update(event.target.value)}
            />
          </Field>
        );
      }}
    />
  );
}

/** An address as typed ("harborhomes.com"), as a crawl needs it ("https://harborhomes.com"). */
export function websiteAddress(typed: string): string {
  const address = typed.trim();
  if (address === "" || /^https?:\/\//i.test(address)) return address;
  return `https://${address}`;
}

/**
 * The business step's optional website: the first of the websites, read while the owner sets
 * up the receptionist (the website step then shows what was read). Left empty, onboarding
 * skips the website step.
 */
export function FirstWebsiteField({ draft, set, errors }: FieldsProps) {
  const { t } = useLingui();
  const [first = "", ...rest] = draft.websitesToCrawl;
  return (
    <Field
      label={t`Your website (optional)`}
      hint={t`We read it while you finish setting up.`}
      error={errors["websitesToCrawl.0"] ?? errors.websitesToCrawl}
    >
      <input
        type="url"
        inputMode="url"
        autoComplete="url"
        value={first}
        placeholder="www.yourbusiness.com"
        onChange={(event) => set("websitesToCrawl", [event.target.value, ...rest])}
        onBlur={(event) => {
          const address = websiteAddress(event.target.value);
          set("websitesToCrawl", address === "" ? rest : [address, ...rest]);
        }}
      />
    </Field>
  );
}
