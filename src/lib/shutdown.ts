import { processScope } from './processScope.mjs'

/**
 * The process's shutdown: the production server (src/server/server.mjs) and scripts/jobs.ts start it
 * on SIGTERM/SIGINT; parts of the app register what must happen before the process exits (the
 * outbox worker gives back its claims, the database pool closes). In the process scope, because
 * the server is plain Node and the app is bundled by Next.js into other modules.
 */
type ShutdownState = {
  stopping: boolean
  hooks: (() => Promise<void>)[]
  /** Set by this module; called by the server. */
  run?: (timeoutMs?: number) => Promise<void>
}

function state(): ShutdownState {
  const current = processScope<ShutdownState>('shutdown', () => ({ stopping: false, hooks: [] }))
  current.run ??= runShutdownHooks
  return current
}

/** Runs `hook` when the process shuts down (last registered, first run). */
export function onShutdown(hook: () => Promise<void>): void {
  state().hooks.push(hook)
}

/** True from the shutdown signal on: the health check answers 503 so balancers stop sending work. */
export function isShuttingDown(): boolean {
  return state().stopping
}

/** Marks the process as stopping and runs the registered hooks (each bounded by `timeoutMs`). */
export async function runShutdownHooks(timeoutMs = 10_000): Promise<void> {
  const s = state()
  s.stopping = true
  for (const hook of s.hooks.splice(0).reverse()) {
    let timer: ReturnType<typeof setTimeout> | undefined
    await Promise.race([
      hook().catch((error) => console.error('[shutdown] a shutdown step failed:', error)),
      new Promise((resolve) => (timer = setTimeout(resolve, timeoutMs))),
    ])
    clearTimeout(timer)
  }
}
