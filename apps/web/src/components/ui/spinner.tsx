/** A small spinning ring; purely decorative, the caller says what is loading. */
export function Spinner({ size = 18 }: { size?: number }) {
  return <span className="spinner" style={{ width: size, height: size }} aria-hidden="true" />;
}

/** Full-area loading state for route changes. */
export function PageLoader({ label }: { label: string }) {
  return (
    <div className="page-loader" role="status" aria-live="polite">
      <Spinner size={32} />
      <span className="sr-only">{label}</span>
    </div>
  );
}
