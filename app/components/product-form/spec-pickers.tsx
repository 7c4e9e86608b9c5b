import type { ReactNode } from 'react'
import { LabelledControl } from '#app/components/form-bits.tsx'
import {
  CPU_BRANDS,
  CPU_FAMILY_SUGGESTIONS,
  formatScreen,
  formatStorage,
  GPU_SUGGESTIONS,
  RAM_CHOICES_GB,
  type SpecValues,
  STORAGE_CHOICES_GB,
  STORAGE_TYPES,
} from '#src/modules/catalog/browser.ts'

type Errors = Partial<Record<string, string>>

/**
 * The values shoppers filter and compare by, with pickers for the common sizes. Each may be left on
 * "From the specifications": the server reads it from the spec list above when saving, and the hint
 * says what it read last time.
 */
export function SpecValuePickers({ chosen, read, errors }: { chosen: SpecValues; read: SpecValues; errors: Errors }) {
  const fromText = (shown: string | null) => (shown ? `From the specifications (${shown})` : 'From the specifications')
  return (
    <fieldset className="min-w-0 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">Filter values</legend>
      <p className="mb-3 text-xs text-slate-600">
        Shoppers filter and compare by these. Leave one on “From the specifications” to have it read from the list above.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Picker
          name="ramGb"
          label="Memory (RAM)"
          error={errors.ramGb}
          value={chosen.ramGb}
          auto={fromText(read.ramGb ? `${read.ramGb} GB` : null)}
        >
          {RAM_CHOICES_GB.map((gb) => (
            <option key={gb} value={gb}>
              {gb} GB
            </option>
          ))}
        </Picker>
        <Picker
          name="storageGb"
          label="Storage"
          error={errors.storageGb}
          value={chosen.storageGb}
          auto={fromText(read.storageGb ? formatStorage(read.storageGb) : null)}
        >
          {[...new Set([...STORAGE_CHOICES_GB, ...(chosen.storageGb ? [chosen.storageGb] : [])])]
            .sort((a, b) => a - b)
            .map((gb) => (
              <option key={gb} value={gb}>
                {formatStorage(gb)}
              </option>
            ))}
        </Picker>
        <Picker
          name="storageType"
          label="Storage type"
          error={errors.storageType}
          value={chosen.storageType}
          auto={fromText(read.storageType)}
        >
          {STORAGE_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </Picker>
        <Picker name="cpuBrand" label="Processor brand" error={errors.cpuBrand} value={chosen.cpuBrand} auto={fromText(read.cpuBrand)}>
          {CPU_BRANDS.map((brand) => (
            <option key={brand} value={brand}>
              {brand}
            </option>
          ))}
        </Picker>
        <TextValue
          name="cpuFamily"
          label="Processor family"
          error={errors.cpuFamily}
          value={chosen.cpuFamily}
          placeholder={read.cpuFamily ?? 'e.g. Core i7'}
          suggestions={CPU_FAMILY_SUGGESTIONS}
        />
        <TextValue
          name="gpu"
          label="Graphics"
          error={errors.gpu}
          value={chosen.gpu}
          placeholder={read.gpu ?? 'Integrated, or e.g. RTX 4060'}
          suggestions={GPU_SUGGESTIONS}
        />
        <TextValue
          name="screenInches"
          label="Screen size (inches)"
          error={errors.screenInches}
          value={chosen.screenTenths === null ? null : String(chosen.screenTenths / 10)}
          placeholder={read.screenTenths ? formatScreen(read.screenTenths) : 'e.g. 15.6; none for a desktop'}
          inputMode="decimal"
        />
        <TextValue
          name="weightKg"
          label="Weight (kg)"
          error={errors.weightKg}
          value={chosen.weightGrams === null ? null : String(chosen.weightGrams / 1000)}
          placeholder={read.weightGrams ? `${read.weightGrams / 1000}` : 'e.g. 1.8'}
          inputMode="decimal"
        />
      </div>
    </fieldset>
  )
}

function Picker({
  name,
  label,
  value,
  auto,
  error,
  children,
}: {
  name: string
  label: string
  value: string | number | null
  auto: string
  error?: string
  children: ReactNode
}) {
  return (
    <LabelledControl name={name} label={label} error={error}>
      {(props) => (
        <select {...props} defaultValue={value ?? ''}>
          <option value="">{auto}</option>
          {children}
        </select>
      )}
    </LabelledControl>
  )
}

function TextValue({
  name,
  label,
  value,
  placeholder,
  error,
  suggestions,
  inputMode,
}: {
  name: string
  label: string
  value: string | null
  placeholder: string
  error?: string
  suggestions?: readonly string[]
  inputMode?: 'decimal'
}) {
  return (
    <LabelledControl name={name} label={label} error={error}>
      {(props) => (
        <>
          <input
            {...props}
            defaultValue={value ?? ''}
            placeholder={placeholder}
            inputMode={inputMode}
            list={suggestions ? `${props.id}-suggestions` : undefined}
            maxLength={40}
          />
          {suggestions ? (
            <datalist id={`${props.id}-suggestions`}>
              {suggestions.map((s) => (
                <option key={s} value={s} />
              ))}
            </datalist>
          ) : null}
        </>
      )}
    </LabelledControl>
  )
}
