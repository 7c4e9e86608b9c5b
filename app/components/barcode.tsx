import { code128Bars } from '#src/lib/code128.ts'

/** Quiet zone each side, in modules: the standard asks for at least 10. */
const QUIET = 10

/**
 * A Code 128 barcode as inline SVG, drawn from our own encoder: nothing is fetched, and it prints
 * sharp at any size. The value is written under it for a person to read.
 */
export function Code128Barcode({ value, height = 64, className }: { value: string; height?: number; className?: string }) {
  const { bars, modules } = code128Bars(value)
  const width = modules + QUIET * 2
  return (
    <figure className={className}>
      <svg
        role="img"
        aria-label={`Barcode of ${value}`}
        viewBox={`0 0 ${width} ${height}`}
        preserveAspectRatio="none"
        shapeRendering="crispEdges"
        className="block h-16 w-full max-w-sm bg-white print:h-20"
      >
        {bars.map(([x, w]) => (
          <rect key={x} x={x + QUIET} y={0} width={w} height={height} fill="#000" />
        ))}
      </svg>
      <figcaption className="mt-1 text-center font-mono text-sm tracking-widest">{value}</figcaption>
    </figure>
  )
}
