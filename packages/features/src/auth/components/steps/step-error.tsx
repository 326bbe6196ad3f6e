/** The current step's server-side error, announced to screen readers. */
export function StepError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rb-auth__error" data-slot="auth-error">
      {message}
    </p>
  );
}
