/**
 * A line drawing of the 1909 printing-works facade: a grid of industrial windows with arched tops.
 * Decorative artwork (DESIGN.md: no photographs in the repository), in currentColor.
 */
export function FacadeDrawing({ className = '' }: { className?: string }) {
  const cols = [20, 120, 220, 320]
  const rows = [40, 190, 340]
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 420 500"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
    >
      <path d="M4 500V10h412v490" />
      {rows.map((y) =>
        cols.map((x) => (
          <g key={`${x}-${y}`}>
            <path d={`M${x} ${y + 120}V${y + 40}a40 40 0 0 1 80 0v80Z`} />
            <path d={`M${x + 40} ${y}v120M${x} ${y + 53}h80M${x} ${y + 87}h80`} />
          </g>
        )),
      )}
      <path d="M0 480h420" />
    </svg>
  )
}
