import { isApiError } from "@rabota/api-client";
import { AVATAR_CONTENT_TYPES, AVATAR_MAX_BYTES } from "@rabota/domain/constants";
import { failureMessage, SERVER_MESSAGES } from "@rabota/domain/errors";
import { Avatar } from "@rabota/ui/avatar";
import { Button } from "@rabota/ui/button";
import { UploadIcon } from "@rabota/ui/icon";
import { useEffect, useId, useRef, useState } from "react";
import { Controller, type FieldPath, type FieldValues, type UseFormReturn } from "react-hook-form";
import "./image-upload-field.css";

/** The words of one image field (an applicant's photo, a company's logo). */
interface ImageUploadTexts {
  /** The file input's accessible name, e.g. «Фото профиля». */
  label: string;
  upload: string;
  replace: string;
  remove: string;
  /** The progress bar's accessible name, e.g. «Загрузка фото». */
  progress: string;
  /** Shown when the upload fails for a reason the person cannot fix (a server or store error). */
  failed: string;
}

const WRONG_FILE = "Выберите изображение JPEG, PNG, WebP или GIF размером до 5 МБ";

/** What the person can do about a failed upload, in their words (server messages are English). */
function uploadFailureMessage(cause: unknown, failed: string): string {
  if (!isApiError(cause)) return failed;
  // The server looked at the bytes and found no acceptable image (or too many of them).
  if (cause.status === 413 || cause.status === 415) return WRONG_FILE;
  // Too many unsaved uploads, or too many uploads a minute: the server's Russian text says which.
  if (cause.status === 429) return failureMessage(cause, SERVER_MESSAGES.tooManyUnsavedUploads);
  // Its real dimensions are too large: the gateway says so in Russian.
  if (cause.status === 400 && cause.serverMessage === SERVER_MESSAGES.imageTooLarge)
    return cause.serverMessage;
  // The client's own transport messages (offline, no connection) are Russian already.
  if (cause.code === "NETWORK") return cause.message;
  return failed;
}

interface ImageUploadFieldProps {
  value: string | null;
  /** Whose image it is: the avatar's fallback initials. */
  name: string;
  onChange: (url: string | null) => void;
  upload: (file: File, onProgress: (percent: number) => void) => Promise<string>;
  texts: ImageUploadTexts;
  shape?: "circle" | "rounded";
}

/**
 * Pick an image, see it at once, watch the upload, or remove it. The file is checked here
 * (type and size, as the gateway checks it) before anything is sent; `upload` returns the
 * stored file's address for the form.
 */
function ImageUploadField({ value, name, onChange, upload, texts, shape }: ImageUploadFieldProps) {
  const inputId = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const previewRef = useRef<string | null>(null);
  useEffect(
    () => () => {
      if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    },
    [],
  );

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    if (!(AVATAR_CONTENT_TYPES as readonly string[]).includes(file.type) || file.size > AVATAR_MAX_BYTES) {
      setError(WRONG_FILE);
      return;
    }
    if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    previewRef.current = URL.createObjectURL(file);
    setPreview(previewRef.current);
    setProgress(0);
    try {
      onChange(await upload(file, setProgress));
    } catch (cause) {
      setPreview(null);
      setError(uploadFailureMessage(cause, texts.failed));
    } finally {
      setProgress(null);
    }
  };

  return (
    <div className="rb-image-upload">
      <Avatar name={name} src={preview ?? value ?? undefined} size="xl" {...(shape ? { shape } : {})} />
      <div className="rb-image-upload__controls">
        <label htmlFor={inputId} className="rb-sr-only">
          {texts.label}
        </label>
        <input
          id={inputId}
          type="file"
          accept={AVATAR_CONTENT_TYPES.join(",")}
          className="rb-sr-only"
          onChange={(event) => void pick(event.target.files?.[0])}
        />
        <div className="rb-image-upload__actions">
          <Button
            type="button"
            variant="secondary"
            startIcon={<UploadIcon />}
            loading={progress !== null}
            onClick={() => document.getElementById(inputId)?.click()}
          >
            {value || preview ? texts.replace : texts.upload}
          </Button>
          {value ? (
            <Button
              type="button"
              variant="ghost"
              onClick={() => {
                setPreview(null);
                onChange(null);
              }}
            >
              {texts.remove}
            </Button>
          ) : null}
        </div>
        {progress !== null ? (
          <progress
            className="rb-image-upload__progress"
            max={100}
            value={progress}
            aria-label={texts.progress}
          >
            {progress}%
          </progress>
        ) : null}
        {error ? (
          <p className="rb-image-upload__error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** An image field bound to a field of a `useZodForm` form that holds the image's address. */
export function FormImageField<Values extends FieldValues, Output extends FieldValues>({
  form,
  field: fieldName,
  ...props
}: { form: UseFormReturn<Values, unknown, Output>; field: FieldPath<Values> } & Omit<
  ImageUploadFieldProps,
  "value" | "onChange"
>) {
  return (
    <Controller
      control={form.control}
      name={fieldName}
      render={({ field }) => <ImageUploadField {...props} value={field.value} onChange={field.onChange} />}
    />
  );
}
