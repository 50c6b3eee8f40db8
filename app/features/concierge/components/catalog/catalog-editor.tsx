import { useId } from 'react';
import { Controller, FormProvider } from 'react-hook-form';
import type { CatalogKind } from '@shared/constants';
import { CheckboxField } from '@app/components/forms/checkbox-field';
import { Button } from '@app/components/ui/button';
import type { CatalogEditor as Editor } from '../../data/use-catalog-editor';
import { CATALOG_KIND_INFO, type FieldSpec } from '../../lib/catalog-kinds';
import { ActionFailure, OfflineHint } from '../common/action-notices';
import { ConsoleInput, ConsoleSelect, ConsoleTextarea } from '../common/console-fields';
import { CatalogConflict } from './catalog-conflict';
import { PictureList } from './picture-list';
import { SizeStockList } from './size-stock-list';

interface CatalogEditorProps {
  kind: CatalogKind;
  editor: Editor;
  /** the image the record shows while it has no uploaded pictures */
  siteImage: string | undefined;
  /** concierges read the catalogue; only admins change it */
  readOnly: boolean;
  isNew: boolean;
}

/** One field of the form, drawn by its kind. */
function Field({ spec, editor, disabled }: { spec: FieldSpec; editor: Editor; disabled: boolean }) {
  const { register, formState, control } = editor.form;
  const name = `fields.${spec.name}` as const;
  const error = formState.errors.fields?.[spec.name]?.message;
  const common = { label: spec.label, hint: spec.hint, error, disabled };
  const wide = spec.wide ? 'sm:col-span-2' : undefined;
  switch (spec.kind) {
    case 'textarea':
      return <ConsoleTextarea {...common} rows={6} className={wide} {...register(name)} />;
    case 'select':
      return (
        <ConsoleSelect
          {...common}
          options={spec.options ?? []}
          optionLabel={spec.optionLabel}
          {...register(name)}
        />
      );
    case 'checkbox':
      return (
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <CheckboxField
              label={spec.label}
              className="self-end pb-2"
              disabled={disabled}
              checked={field.value === true}
              onChange={(e) => field.onChange(e.target.checked)}
              onBlur={field.onBlur}
              ref={field.ref}
            />
          )}
        />
      );
    default:
      return (
        <ConsoleInput
          {...common}
          inputMode={
            spec.kind === 'number' ? 'numeric' : spec.kind === 'price' ? 'decimal' : undefined
          }
          className={wide}
          {...register(name)}
        />
      );
  }
}

/** A catalogue record's form: its fields, its pictures, a product's sizes, and Save. */
export function CatalogEditor({ kind, editor, siteImage, readOnly, isNew }: CatalogEditorProps) {
  const info = CATALOG_KIND_INFO[kind];
  const offlineHintId = useId();
  return (
    <FormProvider {...editor.form}>
      <form
        noValidate
        aria-label={isNew ? `New ${info.singular}` : `Edit the ${info.singular}`}
        onSubmit={(e) => void editor.save(e)}
        className="flex flex-col gap-6"
      >
        {readOnly && (
          <p className="rounded-xl border border-white/8 bg-ink-950/40 px-4 py-3 text-sm text-stone-300">
            Only administrators change the catalogue. You can read every record and its history.
          </p>
        )}
        <fieldset disabled={readOnly} className="grid gap-5 sm:grid-cols-2">
          <legend className="sr-only">{`The ${info.singular}`}</legend>
          {info.fields.map((spec) => (
            <Field key={spec.name} spec={spec} editor={editor} disabled={readOnly} />
          ))}
          <PictureList editor={editor} siteImage={siteImage} disabled={readOnly} />
          {info.hasSizes && <SizeStockList editor={editor} disabled={readOnly} />}
        </fieldset>
        {editor.conflict && (
          <CatalogConflict
            kind={kind}
            theirs={editor.conflict}
            onLoadTheirs={editor.loadTheirs}
            onSaveOver={editor.saveOver}
          />
        )}
        <ActionFailure failure={editor.failure} />
        {!readOnly && (
          <>
            <OfflineHint id={offlineHintId} online={editor.online} />
            <div className="flex flex-wrap gap-3 border-t border-white/8 pt-5">
              <Button
                type="submit"
                size="sm"
                disabled={editor.busy || !editor.online}
                aria-describedby={editor.online ? undefined : offlineHintId}
              >
                {editor.busy ? 'Saving…' : isNew ? `Add the ${info.singular}` : 'Save changes'}
              </Button>
            </div>
          </>
        )}
      </form>
    </FormProvider>
  );
}
