import { type RefObject, useEffect } from 'react'

/**
 * After a refused submission, moves focus to the first field marked invalid (or, with none, to the
 * form's alert), so keyboard and screen-reader users land on what needs fixing instead of at the top
 * of the page. `answer` is the action's data: a new object each time the server answers.
 */
export function useFocusFirstError(container: RefObject<HTMLElement | null>, answer: unknown, failed: boolean) {
  useEffect(() => {
    if (!answer || !failed) return
    const root = container.current
    const target = root?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? root?.querySelector<HTMLElement>('[role="alert"]')
    if (!target) return
    if (target.getAttribute('role') === 'alert' && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
    target.focus()
  }, [answer, failed, container])
}
