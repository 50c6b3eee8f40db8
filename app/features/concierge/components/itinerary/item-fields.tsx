import type { InputHTMLAttributes } from 'react';
import { get, useFormContext, type Path } from 'react-hook-form';
import type { ItineraryKind } from '@shared/schemas/itinerary';
import type { ItineraryFormValues } from '../../lib/itinerary-form';
import { ConsoleInput, ConsoleSelect, ConsoleTextarea } from '../common/console-fields';

/** Every IANA zone this browser knows, for a transfer's place. */
const ZONES = [...Intl.supportedValuesOf('timeZone'), 'UTC'].sort();

interface FieldProps {
  index: number;
  field: string;
  label: string;
  hint?: string;
}

/** The path of an item's field, its message (the schema's or the server's) and its label's prefix. */
function useItemField({ index, field }: FieldProps) {
  const { register, formState, getValues } = useFormContext<ItineraryFormValues>();
  const path = `items.${index}.${field}` as Path<ItineraryFormValues>;
  const error = (get(formState.errors, path) as { message?: string } | undefined)?.message;
  return { registered: register(path), error, srPrefix: `Item ${index + 1}`, getValues, path };
}

function ItemInput(props: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  const { index: _i, field: _f, ...rest } = props;
  const { registered, error, srPrefix } = useItemField(props);
  return <ConsoleInput autoComplete="off" {...rest} {...registered} {...{ error, srPrefix }} />;
}

function ItemZone(props: FieldProps) {
  const { registered, error, srPrefix, getValues, path } = useItemField(props);
  const current = String(getValues(path) ?? '');
  const options = current && !ZONES.includes(current) ? [current, ...ZONES] : ZONES;
  return (
    <ConsoleSelect label={props.label} options={options} {...registered} {...{ error, srPrefix }} />
  );
}

function ItemText(props: FieldProps) {
  const { registered, error, srPrefix } = useItemField(props);
  return (
    <ConsoleTextarea
      label={props.label}
      rows={3}
      className="sm:col-span-2"
      {...registered}
      {...{ error, srPrefix }}
    />
  );
}

const CODE_HINT = 'IATA or ICAO: TEB or KTEB';

/** The fields of one item, as its kind's schema has them. */
export function ItemFields({ index, kind }: { index: number; kind: ItineraryKind }) {
  const at = (field: string) => ({ index, field });
  switch (kind) {
    case 'flight':
      return (
        <>
          <ItemInput {...at('from')} label="From airport" hint={CODE_HINT} />
          <ItemInput {...at('to')} label="To airport" hint={CODE_HINT} />
          <ItemInput {...at('departs')} type="datetime-local" label="Departs (local time)" />
          <ItemInput {...at('arrives')} type="datetime-local" label="Arrives (local time)" />
          <ItemInput {...at('fbo')} label="FBO (optional)" />
          <ItemInput {...at('aircraft')} label="Aircraft (optional)" />
          <ItemInput {...at('tailNumber')} label="Tail number (optional)" />
          <ItemInput {...at('captain')} label="Captain (optional)" />
          <ItemInput
            {...at('passengers')}
            label="Passengers (optional)"
            className="sm:col-span-2"
          />
        </>
      );
    case 'stay':
      return (
        <>
          <ItemInput {...at('name')} label="Hotel name" className="sm:col-span-2" />
          <ItemInput {...at('address')} label="Address (optional)" className="sm:col-span-2" />
          <ItemInput {...at('checkIn')} type="date" label="Check-in" />
          <ItemInput {...at('checkOut')} type="date" label="Check-out" />
          <ItemInput {...at('confirmation')} label="Confirmation number (optional)" />
        </>
      );
    case 'transfer':
      return (
        <>
          <ItemInput {...at('at')} type="datetime-local" label="Pick-up (local time)" />
          <ItemZone {...at('timeZone')} label="Time zone" />
          <ItemInput {...at('from')} label="From" />
          <ItemInput {...at('to')} label="To" />
          <ItemInput {...at('driver')} label="Driver (optional)" />
          <ItemInput {...at('phone')} type="tel" label="Driver’s phone (optional)" />
        </>
      );
    case 'note':
      return <ItemText {...at('text')} label="Note" />;
  }
}
