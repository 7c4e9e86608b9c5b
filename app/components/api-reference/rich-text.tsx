import { Fragment } from 'react'

/** The document's CommonMark as far as it uses it: `code`, **strong** and *emphasis*, never raw HTML. */
export function RichText({ text }: { text: string }) {
  const parts = text.split(/(`[^`]+`|\*\*[^*]+\*\*|\*[^*\s][^*]*\*)/g)
  return (
    <>
      {parts.map((part, i) => {
        const key = `${i}-${part.slice(0, 8)}`
        if (part.startsWith('`') && part.endsWith('`') && part.length > 1)
          return (
            <code key={key} className="rounded bg-slate-100 px-1 py-0.5 font-mono text-[0.85em] break-words text-slate-900">
              {part.slice(1, -1)}
            </code>
          )
        if (part.startsWith('**') && part.endsWith('**')) return <strong key={key}>{part.slice(2, -2)}</strong>
        if (part.startsWith('*') && part.endsWith('*') && part.length > 2) return <em key={key}>{part.slice(1, -1)}</em>
        return <Fragment key={key}>{part}</Fragment>
      })}
    </>
  )
}

/** Paragraphs separated by a blank line. */
export function Paragraphs({ text, className }: { text: string; className?: string }) {
  return (
    <>
      {text.split(/\n\s*\n/).map((paragraph) => (
        <p key={paragraph.slice(0, 40)} className={className}>
          <RichText text={paragraph} />
        </p>
      ))}
    </>
  )
}
