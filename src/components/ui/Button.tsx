import type { ComponentProps, ReactNode } from 'react'

import { Link } from '@/i18n/link'

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'inverse' | 'inverse-outline'
export type ButtonSize = 'sm' | 'md' | 'lg'

const base =
  'inline-flex items-center justify-center gap-2 rounded-md font-medium whitespace-nowrap transition-colors duration-150 ' +
  'disabled:cursor-not-allowed disabled:opacity-60'

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-ink text-paper hover:bg-oak',
  secondary: 'border border-ink text-ink hover:bg-ink hover:text-paper',
  ghost: 'text-ink underline-offset-4 hover:underline',
  // For dark surfaces.
  inverse: 'bg-paper text-ink hover:bg-white',
  'inverse-outline': 'border border-paper/70 text-paper hover:border-paper hover:bg-paper hover:text-ink',
}

const sizes: Record<ButtonSize, string> = {
  sm: 'h-9 px-3.5 text-sm',
  md: 'h-11 px-5 text-[0.95rem]',
  lg: 'h-13 px-7 text-base',
}

type Style = { variant?: ButtonVariant; size?: ButtonSize; className?: string }

/** The classes of a button, for elements that are not rendered through the components below. */
export function buttonClasses({ variant = 'primary', size = 'md', className = '' }: Style = {}): string {
  return `${base} ${variants[variant]} ${sizes[size]} ${className}`.trim()
}

/** A real <button> (forms, toggles). */
export function Button({ variant, size, className, type = 'button', ...rest }: Style & ComponentProps<'button'>) {
  return <button type={type} className={buttonClasses({ variant, size, className })} {...rest} />
}

/** A link that looks like a button, to a page of the site (localised path from the routing table). */
export function ButtonLink({ variant, size, className, ...rest }: Style & ComponentProps<typeof Link>) {
  return <Link className={buttonClasses({ variant, size, className })} {...rest} />
}

/**
 * A link to another site that looks like a button. It opens in a new tab without opener or
 * referrer; `newTabLabel` is read by screen readers only.
 */
export function ExternalButtonLink({
  variant,
  size,
  className,
  href,
  children,
  newTabLabel,
  ...rest
}: Style & Omit<ComponentProps<'a'>, 'target' | 'rel'> & { href: string; newTabLabel: string; children: ReactNode }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonClasses({ variant, size, className })}
      {...rest}
    >
      {children}
      <span className="sr-only"> {newTabLabel}</span>
    </a>
  )
}
