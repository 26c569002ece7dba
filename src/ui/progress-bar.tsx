/**
 * A determinate progress bar (access §4 signing page, account §9 resources
 * screen). The fill moves in 5 % steps: widths come from `data-step` classes
 * in the stylesheet, never a style attribute (strict CSP).
 */
export function ProgressBar({ value, label }: { value: number; label: string }) {
  const now = Math.max(0, Math.min(100, Math.floor(value)));
  return (
    <div className="sp-progress" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={now}>
      <div className="sp-progress-fill" data-step={Math.floor(now / 5) * 5} />
    </div>
  );
}
