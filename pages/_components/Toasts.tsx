// The live regions every toast is announced from (islands/_lib/toast.ts fills them). They are
// in the HTML from the start, empty: a region added at the same time as its message is often
// not announced. Ordinary news is polite; errors interrupt, as alerts.
export function Toasts() {
  return (
    <div className="toaster">
      <div id="toasts-status" className="toast-region" role="status" aria-live="polite" />
      <div id="toasts-alert" className="toast-region" role="alert" />
    </div>
  );
}
