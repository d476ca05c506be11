/** A form's validation messages, announced when they appear; nothing when there are none. */
export function FormErrors({ messages, className = '' }: { messages: string[]; className?: string }) {
  if (messages.length === 0) return null;
  return (
    <ul
      role="alert"
      className={`list-inside list-disc rounded-lg border border-red-500/40 bg-red-500/10 p-3 text-sm text-red-200 ${className}`}
    >
      {messages.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  );
}
