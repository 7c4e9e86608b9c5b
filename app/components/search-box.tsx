import { useEffect, useId, useRef, useState } from 'react'
import { Form, useNavigate } from 'react-router'
import { SearchButton } from './header-search.tsx'

interface Suggestion {
  kind: 'Product' | 'Category' | 'Brand'
  name: string
  url: string
}

interface SuggestionsJson {
  products: Array<{ name: string; url: string }>
  categories: Array<{ name: string; url: string }>
  brands: Array<{ name: string; url: string }>
}

/** How long after the last keystroke suggestions are asked for. */
const SUGGEST_AFTER_MS = 150

/**
 * A search box that suggests products, categories and brands as the shopper types: the ARIA 1.2
 * combobox pattern (arrow keys move through the list, Enter opens the highlighted suggestion or
 * searches, Escape closes the list, then clears). Without JavaScript it is a plain search form.
 */
export function SearchBox({
  id,
  defaultValue = '',
  placeholder,
  inputClassName,
  formClassName,
  autoFocus = false,
  suggestNow = false,
  button,
}: {
  id: string
  defaultValue?: string
  placeholder: string
  inputClassName: string
  formClassName: string
  autoFocus?: boolean
  /** Suggest for the text already there (the header's box, swapped in after the shopper began typing). */
  suggestNow?: boolean
  button: 'icon' | 'labelled'
}) {
  const [text, setText] = useState(defaultValue)
  const [suggestions, setSuggestions] = useState<Suggestion[]>([])
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const listId = useId()
  const navigate = useNavigate()
  const typed = useRef(suggestNow)

  useEffect(() => {
    const query = text.trim()
    if (!typed.current || query.length < 2) {
      setSuggestions([])
      return
    }
    const controller = new AbortController()
    const timer = setTimeout(async () => {
      try {
        const response = await fetch(`/api/v1/search/suggestions?${new URLSearchParams({ q: query })}`, { signal: controller.signal })
        if (!response.ok) return
        const found = (await response.json()) as SuggestionsJson
        setSuggestions([
          ...found.products.map((p) => ({ kind: 'Product' as const, ...p })),
          ...found.categories.map((c) => ({ kind: 'Category' as const, ...c })),
          ...found.brands.map((b) => ({ kind: 'Brand' as const, ...b })),
        ])
        setActive(-1)
        setOpen(true)
      } catch {
        // Aborted by the next keystroke, or offline: the box still searches on Enter.
      }
    }, SUGGEST_AFTER_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [text])

  const expanded = open && suggestions.length > 0
  const go = (suggestion: Suggestion) => {
    setOpen(false)
    navigate(suggestion.url)
  }

  return (
    <Form
      method="get"
      action="/search"
      role="search"
      className={formClassName}
      // A search is on its way: the list must not stay open over the results (focus stays in the box).
      onSubmit={() => {
        setOpen(false)
        setActive(-1)
      }}
    >
      <label htmlFor={id} className="sr-only">
        Search products
      </label>
      <input
        id={id}
        name="q"
        // A combobox is a text input (type=search may not take the role): the keyboard still offers Search.
        type="text"
        inputMode="search"
        enterKeyHint="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        // biome-ignore lint/a11y/noAutofocus: only the search page asks for it, which exists to type a search
        autoFocus={autoFocus}
        // The route announcer leaves focus here after a navigation to the search page.
        data-autofocus={autoFocus || undefined}
        maxLength={100}
        value={text}
        placeholder={placeholder}
        className={inputClassName}
        onChange={(event) => {
          typed.current = true
          setText(event.target.value)
        }}
        onBlur={() => setOpen(false)}
        onFocus={() => setOpen(true)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            if (suggestions.length === 0) return
            event.preventDefault()
            setOpen(true)
            const step = event.key === 'ArrowDown' ? 1 : -1
            // Past either end the highlight returns to the box itself (-1), as in the ARIA pattern.
            setActive((current) => {
              const next = current + step
              if (next >= suggestions.length) return -1
              return next < -1 ? suggestions.length - 1 : next
            })
          } else if (event.key === 'Enter' && expanded && active >= 0 && suggestions[active]) {
            event.preventDefault()
            go(suggestions[active])
          } else if (event.key === 'Escape') {
            if (expanded) {
              event.preventDefault()
              setOpen(false)
              setActive(-1)
            }
          }
        }}
      />
      <SearchButton button={button} />
      <div
        id={listId}
        role="listbox"
        aria-label="Suggestions"
        hidden={!expanded}
        className="absolute top-full right-0 left-0 z-50 mt-1 max-h-96 overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 text-left shadow-lg"
      >
        {suggestions.map((suggestion, index) => (
          <div
            key={`${suggestion.kind}-${suggestion.url}`}
            id={`${listId}-${index}`}
            role="option"
            // Reached through the box's aria-activedescendant, never by Tab.
            tabIndex={-1}
            aria-selected={index === active}
            className={`flex cursor-pointer items-baseline justify-between gap-3 px-3 py-2 text-sm ${index === active ? 'bg-brand-50 text-brand-800' : 'text-slate-800'}`}
            // mousedown, not click: the input's blur would close the list first.
            onMouseDown={(event) => {
              event.preventDefault()
              go(suggestion)
            }}
          >
            <span className="truncate">{suggestion.name}</span>
            <span className="shrink-0 text-xs text-slate-600">{suggestion.kind}</span>
          </div>
        ))}
      </div>
      <p aria-live="polite" className="sr-only">
        {expanded ? `${suggestions.length} ${suggestions.length === 1 ? 'suggestion' : 'suggestions'}` : ''}
      </p>
    </Form>
  )
}
