import { Form } from 'react-router'
import { RecordsHeader } from '#app/components/admin/records.tsx'

/**
 * A monthly statutory report's heading: its title, a month to show (a GET form, so it works before
 * JavaScript loads) and the month's CSV, as the TCS and TDS reports share them.
 */
export function MonthReportHeader({
  title,
  idPrefix,
  month,
  csvHref,
}: {
  title: string
  idPrefix: string
  month: string
  csvHref: string
}) {
  return (
    <RecordsHeader title={title}>
      <Form method="get" className="flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor={`${idPrefix}-month`} className="field-label">
            Month
          </label>
          <input id={`${idPrefix}-month`} name="month" type="month" defaultValue={month} className="field-input" />
        </div>
        <button type="submit" className="btn-secondary">
          Show
        </button>
        <a href={csvHref} className="btn-primary" download>
          Download CSV
        </a>
      </Form>
    </RecordsHeader>
  )
}
