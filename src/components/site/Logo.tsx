/**
 * The logo: a 1909 industrial window (arched frame, six panes) and the brand name, in
 * `--logo-color`, which is the light variant on the dark navbar and the dark variant in white mode
 * and on the contact page (globals.css). The brand name is the CMS's (Site settings), passed in by the navbar.
 */
export function Logo({ name, className = '' }: { name: string; className?: string }) {
  return (
    <span className={`site-logo inline-flex items-center gap-2.5 rounded-sm px-1 text-(--logo-color) ${className}`}>
      <svg aria-hidden="true" viewBox="0 0 24 30" className="h-7 w-auto xl:h-8">
        <path
          d="M2 29V11a10 10 0 0 1 20 0v18Z M12 1.5V29 M2 12.5h20 M2 20.5h20"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        />
      </svg>
      <span className="font-display text-xl leading-none font-semibold tracking-tight whitespace-nowrap xl:text-[1.4rem]">
        {name}
      </span>
    </span>
  )
}
