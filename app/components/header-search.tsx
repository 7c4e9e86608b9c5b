import { type ComponentProps, type ComponentType, useRef, useState } from 'react'
import { Form } from 'react-router'
import { SearchIcon } from './icons.tsx'

type SearchBoxType = ComponentType<ComponentProps<typeof import('./search-box.tsx').SearchBox>>

interface LazySearchProps {
  id: string
  placeholder: string
  formClassName: string
  inputClassName: string
  button: 'icon' | 'labelled'
}

/**
 * A search box that most visits never use: it starts as a plain search form (which works without
 * JavaScript), and the suggestions (search-box.tsx) are fetched the first time it gets focus, then
 * take its place with what was typed, keeping the focus. This keeps every page's first download
 * within the 130 KB budget (decision 014).
 */
export function LazySearchBox(props: LazySearchProps) {
  const [SearchBox, setSearchBox] = useState<SearchBoxType | null>(null)
  const typed = useRef('')
  if (SearchBox) return <SearchBox {...props} defaultValue={typed.current} autoFocus suggestNow={typed.current !== ''} />
  return (
    <Form method="get" action="/search" role="search" className={props.formClassName}>
      <label htmlFor={props.id} className="sr-only">
        Search products
      </label>
      <input
        id={props.id}
        name="q"
        type="search"
        maxLength={100}
        placeholder={props.placeholder}
        className={props.inputClassName}
        onChange={(event) => {
          typed.current = event.target.value
        }}
        onFocus={() => {
          void import('./search-box.tsx').then((module) => setSearchBox(() => module.SearchBox))
        }}
      />
      <SearchButton button={props.button} />
    </Form>
  )
}

export function SearchButton({ button }: { button: 'icon' | 'labelled' }) {
  return (
    <button
      type="submit"
      className={button === 'icon' ? 'absolute inset-y-0 right-0 px-2.5 text-slate-500 hover:text-brand-700' : 'btn-primary shrink-0 px-4'}
      aria-label={button === 'icon' ? 'Search' : undefined}
    >
      <SearchIcon />
      {button === 'labelled' ? <span className="ml-1.5">Search</span> : null}
    </button>
  )
}

/** The header's box, on wide screens; phones get an icon there and the box on the home page. */
export function HeaderSearch() {
  return (
    <LazySearchBox
      id="header-search"
      placeholder="Search laptops, desktops…"
      formClassName="relative hidden lg:block"
      inputClassName="field-input w-64 pr-9"
      button="icon"
    />
  )
}
