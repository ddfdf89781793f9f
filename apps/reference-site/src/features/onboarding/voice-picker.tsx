import { Trans, useLingui } from "@lingui/react/macro";
import { RECEPTIONIST_VOICES, resolveError } from "@ringline/api-client";
import { useApiClient } from "@ringline/api-client/react";
import { Button } from "@ringline/react-widgets";
import { useMutation } from "@tanstack/react-query";
import { useRef } from "react";
import { VOICE_DESCRIPTIONS } from "./option-labels.js";

/** Base64 audio as a blob URL (the page's media policy allows blob:, not data:). */
function audioUrl(base64: string, mimeType: string): string {
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  return URL.createObjectURL(new Blob([bytes], { type: mimeType }));
}

/** The receptionist's voice: one of the product's voices, each with a spoken preview. */
export function VoicePicker({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (voiceId: string) => void;
  error?: string | undefined;
}) {
  const { t, i18n } = useLingui();
  const api = useApiClient();
  const playing = useRef<HTMLAudioElement | null>(null);
  const preview = useMutation({
    mutationFn: async (voiceId: string) => {
      const answer = await api.getVoicePreview({ voiceId });
      playing.current?.pause();
      const audio = new Audio(audioUrl(answer.audioBase64, answer.mimeType));
      playing.current = audio;
      await audio.play().catch(() => undefined);
      return voiceId;
    },
  });
  const failure = preview.error ? resolveError(preview.error) : undefined;
  return (
    <fieldset className="voice-picker" aria-describedby={error ? "voice-error" : undefined}>
      <legend>
        <Trans>Voice</Trans> <span aria-hidden="true">*</span>
      </legend>
      <p className="muted list-editor-hint">
        <Trans>Every voice speaks English and Spanish, in the caller's language.</Trans>
      </p>
      <ul className="voice-options">
        {RECEPTIONIST_VOICES.map((voice) => {
          const name = voice.name;
          return (
            <li key={voice.id} className="voice-option" data-selected={voice.id === value}>
              <label className="voice-option-choice">
                <input
                  type="radio"
                  name="aiVoice"
                  value={voice.id}
                  checked={voice.id === value}
                  onChange={() => onChange(voice.id)}
                />
                <span>
                  <strong>{voice.name}</strong>
                  <span className="muted">{i18n._(VOICE_DESCRIPTIONS[voice.id])}</span>
                </span>
              </label>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                aria-label={t`Play a preview of ${name}`}
                loading={preview.isPending && preview.variables === voice.id}
                pendingLabel={t`Loading…`}
                onClick={() => preview.mutate(voice.id)}
              >
                ▶ <Trans>Preview</Trans>
              </Button>
            </li>
          );
        })}
      </ul>
      {failure && (
        <p className="field-error" role="alert">
          {failure.title}: {failure.message} {failure.suggestion}
        </p>
      )}
      {error && (
        <p id="voice-error" className="field-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
