import Link from 'next/link'

export default function Second() {
  return (
    <main>
      <h1>Druhá stránka</h1>
      <Link href="/">Zpět</Link>
    </main>
  )
}
