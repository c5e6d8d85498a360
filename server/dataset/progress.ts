// A per-step progress bar on stderr: redrawn in place on a terminal, one line per step otherwise
// (CI logs stay readable).
export interface Progress {
  step(label: string): void
  done(): void
}

export function createProgress(total: number, stream: NodeJS.WriteStream = process.stderr, silent = false): Progress {
  const started = Date.now()
  let current = 0
  let label = ''
  const width = 28
  const draw = (final: boolean) => {
    if (silent) return
    const filled = Math.round((current / total) * width)
    const bar = '█'.repeat(filled) + '░'.repeat(width - filled)
    const secs = ((Date.now() - started) / 1000).toFixed(1)
    const text = `dataset ${bar} ${String(current).padStart(2)}/${total} ${secs}s ${label}`
    if (stream.isTTY) stream.write(`\r\x1b[2K${text}${final ? '\n' : ''}`)
    else stream.write(`${text}\n`)
  }
  return {
    step(next: string) {
      label = next
      draw(false)
      current = Math.min(total, current + 1)
    },
    done() {
      label = 'done'
      current = total
      draw(true)
    },
  }
}
