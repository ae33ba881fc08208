import type { Translate } from '../../lib/i18n/translate';
import type { ElementUiOptions } from '../../../engine/forms/compiled-types';
import { partId } from '../ids';

type HeaderProps = {
  fieldId: string;
  options: ElementUiOptions;
  t: Translate;
  /** the input the title labels; without it the title is a heading that groups label with aria-labelledby */
  htmlFor?: string;
  /** print mode leaves out the interactive note */
  print?: boolean;
};

/** The id of an element's title, for aria-labelledby of radio groups and tables. */
export const titleId = (fieldId: string) => partId(fieldId, 'title');
/** The id of an element's subtitle, for aria-describedby. */
export const subtitleId = (fieldId: string) => partId(fieldId, 'subtitle');

/** The asterisk of a mandatory element; the inputs carry aria-required, so screen readers skip the sign. */
export function MandatoryMark({ t }: { t: Translate }) {
  return (
    <span className="dpt-mandatory" aria-hidden="true" title={t('forms.mandatoryMarker')}>
      *
    </span>
  );
}

/**
 * An element's title (bound to its input when there is one), mandatory marker, note and subtitle. The note is a
 * CSS tooltip on a focusable button, so keyboard users reach it and a 300-element form mounts no overlays.
 */
export function ElementHeader({ fieldId, options, t, htmlFor, print = false }: HeaderProps) {
  const { title, subtitle, tooltip, mandatory } = options;
  if (!title && !subtitle) return null;
  const text = (
    <>
      {title}
      {mandatory && <MandatoryMark t={t} />}
    </>
  );
  const tipId = partId(fieldId, 'tooltip');
  return (
    <div className="dpt-element-header">
      {title && (
        <div className="dpt-element-title-row">
          {htmlFor ? (
            <label id={titleId(fieldId)} htmlFor={htmlFor} className="dpt-element-title">
              {text}
            </label>
          ) : (
            <span id={titleId(fieldId)} className="dpt-element-title">
              {text}
            </span>
          )}
          {tooltip && !print && (
            <span className="dpt-note">
              <button
                type="button"
                className="dpt-note-button p-link"
                aria-label={t('forms.moreInfo')}
                aria-describedby={tipId}
              >
                <i className="pi pi-info-circle" aria-hidden="true" />
              </button>
              <span role="tooltip" id={tipId} className="dpt-note-text">
                {tooltip}
              </span>
            </span>
          )}
        </div>
      )}
      {subtitle && (
        <p id={subtitleId(fieldId)} className="dpt-element-subtitle">
          {subtitle}
        </p>
      )}
      {tooltip && print && <p className="dpt-element-subtitle">{tooltip}</p>}
    </div>
  );
}

/** Error texts under an input; the input points at them with aria-describedby and aria-invalid. */
export function FieldErrors({ id, errors }: { id: string; errors: readonly string[] }) {
  if (errors.length === 0) return null;
  return (
    <div id={id} className="dpt-field-error">
      {errors.map((text) => (
        <small key={text} className="p-error">
          <i className="pi pi-exclamation-circle" aria-hidden="true" /> {text}
        </small>
      ))}
    </div>
  );
}

/** Joins the ids of the texts that describe an input, skipping those not shown. */
export function describedBy(...ids: Array<string | false | undefined>): string | undefined {
  const list = ids.filter((id): id is string => typeof id === 'string' && id.length > 0);
  return list.length > 0 ? list.join(' ') : undefined;
}

/** A value in print mode: plain text, or "no answer" in a muted style. */
export function PrintText({ text, t }: { text: string | undefined; t: Translate }) {
  if (text === undefined || text.trim() === '')
    return <p className="dpt-print-value dpt-print-empty">{t('forms.noAnswer')}</p>;
  return <p className="dpt-print-value">{text}</p>;
}
