import Link from 'next/link'

export default function Home() {
  return (
    <main>
      <h1>Minimální aplikace</h1>
      <p>Rozvržení, nadpis, odstavec a jeden odkaz: co stojí samotný Next.js.</p>
      <Link href="/second">Druhá stránka</Link>
    </main>
  )
}
