export type NavbarModeName = 'dark' | 'white'

type Props = {
  /** `dark`: the navbar on ink with a light logo (pages opening on a dark hero); `white` is the default. */
  mode: NavbarModeName
  /** The logo's dark variant in dark mode (the contact page); white mode always has it. */
  logo?: 'dark'
}

/**
 * Each page declares its navbar mode by rendering this marker anywhere in its content. The navbar
 * (in the layout) reads it with CSS `:has()` (globals.css), so no JavaScript and no client state
 * are needed, and the mode is right on the first paint.
 */
export function NavbarMode({ mode, logo }: Props) {
  return <span hidden data-navbar-mode={mode} data-navbar-logo={logo} />
}
