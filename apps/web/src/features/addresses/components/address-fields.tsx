import {
  Autocomplete,
  Box,
  Checkbox,
  Grid,
  Input,
  Loader,
  NativeSelect,
  type OptionsFilter,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { brazilianStates, errorTitleKey, isValidPostalCode, portugueseRegions } from '@ponto/domain';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AddressDraft } from '@/entities/address';
import { countryOptions } from '@/entities/patient';
import { toApiError } from '@/lib/api-error';
import { useApi } from '@/lib/services-context';
import { isLookupCountry, lookupPostalCode, useCitySuggestions, useStates } from '../api/addresses';
import { maskPostalCode, postalCodePlaceholder } from '../postal-code-mask';

export interface AddressFieldsProps {
  value: AddressDraft;
  onChange: (next: AddressDraft) => void;
  /** Already-translated messages shown beside the fields (e.g. the server's field errors). */
  errors?: Partial<Record<keyof AddressDraft, string>>;
  disabled?: boolean;
}

/** The fields a postal-code look-up may fill. */
const fillable = ['state', 'city', 'district', 'street'] as const;
type Fillable = (typeof fillable)[number];

type Lookup =
  | { status: 'idle' }
  | { status: 'loading'; code: string }
  | { status: 'found'; code: string; place: string }
  | { status: 'notFound' | 'failed'; code: string };

/** Lower case without accents, so 'sao' suggests 'São Paulo'. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const accentInsensitive: OptionsFilter = ({ options, search }) => {
  const query = fold(search.trim());
  return options.filter((option) => 'label' in option && fold(option.label).includes(query));
};

/**
 * §3 address with the §7 postal-code look-up (docs/addresses.md). A complete postal code of Brazil or
 * Portugal is looked up after a short pause; what it tells (state, city, district, street) fills the
 * fields that are empty or that an earlier look-up filled, never what the user typed. An unknown code
 * says so under the field; 'postal code unknown' (§5) disables it. Number takes digits only (§5); the
 * state is a select of the country's states or districts; the city suggests names from the server's base.
 */
export function AddressFields({ value, onChange, errors = {}, disabled = false }: AddressFieldsProps) {
  const { t, i18n } = useTranslation(['address', 'errors']);
  const api = useApi();
  const id = useId();
  const country = value.country;
  const lookupCountry = isLookupCountry(country);

  // The latest value, so a look-up that answers later merges into what is there now.
  const latest = useRef(value);
  latest.current = value;
  const filledByLookup = useRef<Partial<Record<Fillable, string>>>({});
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const change = useCallback((patch: Partial<AddressDraft>) => {
    const next = { ...latest.current, ...patch };
    latest.current = next;
    onChangeRef.current(next);
  }, []);

  const [lookup, setLookup] = useState<Lookup>({ status: 'idle' });
  const complete = lookupCountry && !value.postalCodeUnknown && isValidPostalCode(country, value.postalCode);
  const [code] = useDebouncedValue(complete ? value.postalCode : '', 400);

  useEffect(() => {
    if (!code || !isLookupCountry(country)) {
      setLookup({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    setLookup({ status: 'loading', code });
    lookupPostalCode(api, country, code, controller.signal).then(
      (found) => {
        if (controller.signal.aborted) return;
        const current = latest.current;
        const patch: Partial<AddressDraft> = {};
        for (const field of fillable) {
          const typed = current[field].trim();
          const ours = typed !== '' && typed === filledByLookup.current[field];
          if (typed !== '' && !ours) continue; // the user's own text stays
          const next = found[field] ?? '';
          if (next !== current[field]) patch[field] = next;
          if (next) filledByLookup.current[field] = next;
          else delete filledByLookup.current[field];
        }
        if (Object.keys(patch).length > 0) change(patch);
        const place = [found.city, found.state].filter(Boolean).join(', ');
        setLookup({ status: 'found', code, place });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const status = toApiError(error).code === 'POSTAL_CODE_NOT_FOUND' ? 'notFound' : 'failed';
        setLookup({ status, code });
      },
    );
    return () => controller.abort();
  }, [code, country, api, change]);

  const current = lookup.status !== 'idle' && lookup.code === value.postalCode && !value.postalCodeUnknown;
  const postalCodeError =
    errors.postalCode ??
    (current && lookup.status === 'notFound' ? t(errorTitleKey('POSTAL_CODE_NOT_FOUND')) : undefined);
  const postalCodeDescription = !current
    ? undefined
    : lookup.status === 'loading'
      ? t('address:lookingUp')
      : lookup.status === 'found'
        ? t('address:found', { place: lookup.place })
        : lookup.status === 'failed'
          ? t('address:lookupFailed')
          : undefined;

  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const states = useStates(country);
  const stateOptions = useMemo(() => {
    const known =
      states.data ??
      (country === 'BR' ? brazilianStates : country === 'PT' ? portugueseRegions : []).map((v) => ({
        value: v,
        label: v,
      }));
    const options = [{ value: '', label: t('address:choose') }, ...known];
    // A value the list does not have (an older record) stays visible instead of silently changing.
    if (value.state && !known.some((s) => s.value === value.state))
      options.push({ value: value.state, label: value.state });
    return options;
  }, [states.data, country, value.state, t]);

  const [citySearch] = useDebouncedValue(value.city, 250);
  const cities = useCitySuggestions(country, value.state, citySearch);

  const changeCountry = (next: string) => {
    filledByLookup.current = {};
    const patch: Partial<AddressDraft> = { country: next, postalCode: '', state: '', city: '' };
    change(patch);
  };

  const postalCodeLabel = t('address:postalCode');
  const stateLabel = country === 'PT' ? t('address:stateDistrict') : t('address:state');

  return (
    <Box component="fieldset" disabled={disabled} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
      <VisuallyHidden component="legend">{t('address:group')}</VisuallyHidden>
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <NativeSelect
            id={`${id}-country`}
            label={t('address:country')}
            data={countries}
            value={country}
            onChange={(event) => changeCountry(event.currentTarget.value)}
            error={errors.country}
            disabled={disabled}
            required
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, xs: 6, sm: 4 }}>
          <TextInput
            id={`${id}-postal-code`}
            label={postalCodeLabel}
            value={value.postalCode}
            onChange={(event) => change({ postalCode: maskPostalCode(country, event.currentTarget.value) })}
            placeholder={postalCodePlaceholder(country)}
            inputMode={lookupCountry ? 'numeric' : 'text'}
            autoComplete="postal-code"
            disabled={disabled || value.postalCodeUnknown}
            required={!value.postalCodeUnknown}
            error={postalCodeError}
            errorProps={{ role: 'alert' }}
            description={postalCodeDescription}
            descriptionProps={{ 'aria-live': 'polite' }}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            rightSection={current && lookup.status === 'loading' ? <Loader size="xs" /> : undefined}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, xs: 6, sm: 4 }} style={{ display: 'flex', alignItems: 'center' }}>
          <Checkbox
            id={`${id}-postal-code-unknown`}
            mt={{ base: 0, xs: 'lg' }}
            label={t('address:postalCodeUnknown')}
            checked={value.postalCodeUnknown}
            onChange={(event) => {
              const unknown = event.currentTarget.checked;
              change({ postalCodeUnknown: unknown, postalCode: unknown ? '' : value.postalCode });
            }}
            disabled={disabled}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 9 }}>
          <TextInput
            id={`${id}-street`}
            label={t('address:street')}
            value={value.street}
            onChange={(event) => change({ street: event.currentTarget.value })}
            autoComplete="address-line1"
            error={errors.street}
            disabled={disabled}
            required
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 3 }}>
          <TextInput
            id={`${id}-number`}
            label={t('address:number')}
            value={value.number}
            onChange={(event) => change({ number: event.currentTarget.value.replace(/\D/g, '') })}
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete="off"
            error={errors.number}
            disabled={disabled}
            required
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            id={`${id}-complement`}
            label={t('address:complement')}
            value={value.complement}
            onChange={(event) => change({ complement: event.currentTarget.value })}
            autoComplete="address-line2"
            error={errors.complement}
            disabled={disabled}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            id={`${id}-district`}
            label={t('address:district')}
            value={value.district}
            onChange={(event) => change({ district: event.currentTarget.value })}
            autoComplete="off"
            error={errors.district}
            disabled={disabled}
            required
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          {/* The label is ours, not Autocomplete's: Mantine would also name the suggestion list with it,
              and two elements called 'Cidade' trip up label-based lookups (assistive tech, e2e). */}
          <Input.Label htmlFor={`${id}-city`} required>
            {t('address:city')}
          </Input.Label>
          <Autocomplete
            id={`${id}-city`}
            value={value.city}
            onChange={(city) => change({ city })}
            data={lookupCountry ? (cities.data ?? []) : []}
            filter={accentInsensitive}
            limit={20}
            autoComplete="off"
            error={errors.city}
            disabled={disabled}
            required
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          {lookupCountry ? (
            <NativeSelect
              id={`${id}-state`}
              label={stateLabel}
              data={stateOptions}
              value={value.state}
              onChange={(event) => change({ state: event.currentTarget.value })}
              error={errors.state}
              disabled={disabled}
              required
            />
          ) : (
            <TextInput
              id={`${id}-state`}
              label={stateLabel}
              value={value.state}
              onChange={(event) => change({ state: event.currentTarget.value })}
              autoComplete="address-level1"
              error={errors.state}
              disabled={disabled}
              required
            />
          )}
        </Grid.Col>
      </Grid>
    </Box>
  );
}
