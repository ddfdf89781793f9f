import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { TWebsiteCrawl } from "@ringline/api-client";
import { Badge, Button, Checkbox, Field } from "@ringline/react-widgets";
import { useEffect, useRef, useState } from "react";
import {
  applyFindings,
  FOUND_FIELDS,
  type FoundField,
  hasQuestion,
  withoutQuestion,
} from "./found-settings.js";
import type { FieldsProps } from "./settings-form.js";

const LABELS: Record<FoundField, MessageDescriptor> = {
  businessDescription: msg`What your business does`,
  keyServices: msg`Key services`,
  businessHours: msg`Business hours`,
};

const ROWS: Record<FoundField, number> = {
  businessDescription: 3,
  keyServices: 2,
  businessHours: 1,
};

/**
 * "From your website": what the finished crawl found, filled into the step's draft once
 * (fields the owner left empty, the site's questions added), each editable, marked, and
 * saved with the step. A field the owner had already written keeps their words; the site's
 * version is offered beside it.
 */
export function WebsiteFindings({
  crawl,
  draft,
  set,
  errors,
}: FieldsProps & { crawl: TWebsiteCrawl }) {
  const { t, i18n } = useLingui();
  const applied = useRef<string | null>(null);
  const [filled, setFilled] = useState<FoundField[]>([]);
  const found = crawl.found;
  useEffect(() => {
    if (crawl.status !== "done" || applied.current === crawl.id) return;
    applied.current = crawl.id;
    const result = applyFindings(draft, found);
    for (const field of result.filled) set(field, result.draft[field]);
    if (result.questionsAdded > 0) set("commonQuestions", result.draft.commonQuestions);
    setFilled(result.filled);
  }, [crawl, draft, found, set]);

  const fields = FOUND_FIELDS.filter((field) => found[field] !== null);
  if (crawl.status !== "done" || (fields.length === 0 && found.commonQuestions.length === 0)) {
    return null;
  }
  return (
    <section className="website-findings" aria-labelledby="website-findings-title">
      <h2 id="website-findings-title">
        <Trans>
          From your website <Badge variant="info">Check it</Badge>
        </Trans>
      </h2>
      <p className="muted website-findings-note">
        <Trans>
          We filled in what your website says. Edit anything that does not read right; it is saved
          when you continue.
        </Trans>
      </p>
      {fields.map((field) => {
        const site = found[field] ?? "";
        const mine = draft[field] !== site;
        return (
          <div key={field} className="website-finding">
            <Field
              label={i18n._(LABELS[field])}
              hint={filled.includes(field) && !mine ? t`From your website` : undefined}
              error={errors[field]}
            >
              <textarea
                name={field}
                rows={ROWS[field]}
                value={draft[field]}
                onChange={(event) => set(field, event.target.value)}
              />
            </Field>
            {mine && (
              <p className="website-finding-offer">
                <span className="muted">
                  <Trans>Your website says: “{site}”</Trans>
                </span>{" "}
                <Button type="button" size="sm" variant="ghost" onClick={() => set(field, site)}>
                  <Trans>Use this</Trans>
                </Button>
              </p>
            )}
          </div>
        );
      })}
      {found.commonQuestions.length > 0 && (
        <fieldset className="website-finding-questions">
          <legend>
            <Trans>Questions your website answers</Trans>
          </legend>
          {found.commonQuestions.map((item) => (
            <div key={item.question} className="website-finding-question">
              <Checkbox
                label={item.question}
                checked={hasQuestion(draft, item.question)}
                onChange={(event) =>
                  set(
                    "commonQuestions",
                    event.target.checked
                      ? [...draft.commonQuestions, item]
                      : withoutQuestion(draft, item.question),
                  )
                }
              />
              <p className="muted website-finding-answer">{item.answer}</p>
            </div>
          ))}
          {errors.commonQuestions && (
            <p className="field-error" role="alert">
              {errors.commonQuestions}
            </p>
          )}
        </fieldset>
      )}
    </section>
  );
}
