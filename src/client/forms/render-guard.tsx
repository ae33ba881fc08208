import type { Translate } from '../lib/i18n/translate';
import { Component, type ErrorInfo, type ReactNode } from 'react';

type GuardProps = {
  t: Translate;
  /** the element this guard protects; the whole form when absent */
  element?: { id: string; title?: string };
  /** a new key (e.g. another questionnaire) gives the children another chance */
  resetKey?: unknown;
  children: ReactNode;
};

type GuardState = { error: Error | null; resetKey: unknown };

/**
 * Catches render errors: around each element, so one broken element shows its id, title and message while the
 * rest of the form keeps working; and around the whole form as the last line.
 */
export class RenderGuard extends Component<GuardProps, GuardState> {
  override state: GuardState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<GuardState> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: GuardProps, state: GuardState): Partial<GuardState> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    // kept in the console for whoever debugs the questionnaire; the user sees the message below
    console.warn('Form element failed to render', this.props.element?.id, error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const { t, element } = this.props;
    const name = element ? (element.title ? `${element.title} (${element.id})` : element.id) : undefined;
    return (
      <div className="dpt-form-problems" role="alert" data-element-id={element?.id}>
        {name
          ? t('forms.broken.renderElement', { element: name, message: error.message })
          : t('forms.broken.render', { message: error.message })}
      </div>
    );
  }
}
