/** Markdown imported by the app is its text (next.config.ts, turbopack.rules). */
declare module '*.md' {
  const text: string
  export default text
}
