/**
 * What a page of fresh memory costs this machine. A browser's renderer touches some 30 000 pages of
 * memory it has not touched before while it loads one of our pages. On a machine where that costs
 * several microseconds a page (a PVM guest: 11–14 µs measured, against 0.03–0.06 µs to touch the
 * same memory again), every task of a load is longer by as much, and Lighthouse's TBT, which
 * multiplies what it observes by four, measures the machine rather than the page
 * (docs/PERFORMANCE.md, "The machine").
 */
const PAGE = 4096
const SIZE = 256 << 20

/** Above this, the bench's TBT (and the CPU part of its LCP) cannot be judged. */
export const SLOW_FRESH_PAGE_US = 3

/** Microseconds to touch one page of fresh memory: the median of three 256 MiB allocations. */
export function freshPageMicros(): number {
  const times: number[] = []
  const kept: Uint8Array[] = [] // held until the end, so that no round gets the memory of the one before
  for (let round = 0; round < 3; round++) {
    const start = process.hrtime.bigint()
    const bytes = new Uint8Array(SIZE)
    for (let offset = 0; offset < SIZE; offset += PAGE) bytes[offset] = 1
    times.push(Number(process.hrtime.bigint() - start) / 1000 / (SIZE / PAGE))
    kept.push(bytes)
  }
  return times.sort((a, b) => a - b)[1]
}
