import { Button } from 'primereact/button';
import { Menu } from 'primereact/menu';
import type { MenuItem } from 'primereact/menuitem';
import { useRef } from 'react';
import { personName } from '../../../process-common/labels';
import type { ProcessOperation } from '../operations';
import { useProcessesText } from '../text';
import type { Process } from '../../../../engine/api/feedbacks-answers';

const ICONS: Record<ProcessOperation, string> = {
  close: 'pi pi-lock',
  copy: 'pi pi-copy',
  setStatus: 'pi pi-flag',
  changeForm: 'pi pi-file-edit',
};

type Props = {
  process: Process;
  operations: ProcessOperation[];
  onOperation: (operation: ProcessOperation, process: Process) => void;
};

/** The operations allowed on one process, in a menu that opens from a button (keyboard: Enter, arrows). */
export function RowActions({ process, operations, onOperation }: Props) {
  const { t } = useProcessesText();
  const menu = useRef<Menu>(null);
  if (operations.length === 0) return null;
  const items: MenuItem[] = operations.map((operation) => ({
    label: t(`processesPage.actions.${operation}`),
    icon: ICONS[operation],
    command: () => onOperation(operation, process),
  }));
  const menuId = `process-actions-${process.id}`;
  return (
    <>
      <Menu model={items} popup ref={menu} id={menuId} className="dpt-pr-menu" />
      <Button
        type="button"
        icon="pi pi-ellipsis-v"
        text
        rounded
        aria-label={t('processesPage.actions.menuLabel', { name: personName(process.recipient) })}
        aria-haspopup="menu"
        aria-controls={menuId}
        onClick={(event) => menu.current?.toggle(event)}
        data-testid={`process-actions-${process.id}`}
      />
    </>
  );
}
