import { toastWords } from '../../content/widgets/toast.ts';

// The live regions every toast is announced from (islands/_lib/toast.ts fills them). They are
// in the HTML from the start, empty: a region added at the same time as its message is often
// not announced. Ordinary news is polite; errors interrupt, as alerts. The close button every
// toast gets is drawn here once, as a template the script copies: its label and icon cost the
// islands' JavaScript nothing. The template comes first: the toaster ends with its two regions,
// as the peer benchmark (../shared/peer/), which copies the layout, expects.
export function Toasts() {
  return (
    <div className="toaster">
      <template id="toast-close">
        <button type="button" className="toast-close" aria-label={toastWords.close}>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
      </template>
      <div id="toasts-status" className="toast-region" role="status" aria-live="polite" />
      <div id="toasts-alert" className="toast-region" role="alert" />
    </div>
  );
}
