import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { MultiSelect } from 'primereact/multiselect';
import { useMemo, useState } from 'react';
import { SCIM_GROUP_NAME_MAX_LENGTH, SCIM_GROUP_ROLE_MAPPINGS_MAX } from '../../../../engine/scim';
import type { ScimGroupRoleMapping } from '../../../../engine/api/scim';
import { useToast } from '../../../lib/toast/toast-context';
import { useSaveScimGroupRoles, useScimGroupRoles } from '../api';
import { useProvisioningText } from '../text';

type Row = { key: number; group: string; roles: string[] };
let nextKey = 1;
const rowOf = (mapping: ScimGroupRoleMapping): Row => ({
  key: nextKey++,
  ...mapping,
  roles: [...mapping.roles],
});

/** Pure. Why a row cannot be saved: no name, or a name another row has (without case); null when it can. */
function problemOf(rows: Row[], row: Row): 'nameMissing' | 'nameTwice' | null {
  const name = row.group.trim().toLowerCase();
  if (!name) return 'nameMissing';
  return rows.some((other) => other !== row && other.group.trim().toLowerCase() === name)
    ? 'nameTwice'
    : null;
}

/**
 * Which roles the members of each SCIM group hold: one row per group name with its roles, the groups the identity
 * system has provisioned so far (to map one with a click), and saving the whole mapping.
 */
export function GroupRolesCard({ slug }: { slug: string }) {
  const { t } = useProvisioningText();
  const toast = useToast();
  const { data, isLoading } = useScimGroupRoles(slug);
  const save = useSaveScimGroupRoles(slug);
  const [rows, setRows] = useState<Row[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  // the stored mapping, until the administrator changes it
  const stored = useMemo(() => data?.mappings.map(rowOf) ?? [], [data]);

  if (!isLoading && !data) return <Message severity="error" text={t('provisioning.groupRoles.loadFailed')} />;
  const draft = rows ?? stored;
  const change = (key: number, patch: Partial<Row>) =>
    setRows(draft.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  const add = (group = '') => setRows([...draft, rowOf({ group, roles: [] })]);
  const mapped = new Set(draft.map((row) => row.group.trim().toLowerCase()));
  const valid = draft.every((row) => problemOf(draft, row) === null);

  const submit = async () => {
    if (!valid || busy) return;
    setBusy(true);
    const saved = await save(draft.map((row) => ({ group: row.group.trim(), roles: row.roles })));
    setBusy(false);
    setFailed(saved === null);
    if (saved) {
      setRows(saved.mappings.map(rowOf));
      toast.showSuccess(t('provisioning.groupRoles.saved'));
    }
  };

  return (
    <section className="dpt-card" aria-labelledby="dpt-prov-group-roles" data-testid="group-roles">
      <h2 id="dpt-prov-group-roles" className="dpt-prov-heading">
        {t('provisioning.groupRoles.title')}
      </h2>
      <p className="dpt-muted dpt-prov-intro">{t('provisioning.groupRoles.intro')}</p>
      {draft.length === 0 && <p className="dpt-muted">{t('provisioning.groupRoles.empty')}</p>}
      <ul className="dpt-prov-mappings">
        {draft.map((row, index) => {
          const problem = problemOf(draft, row);
          const nameId = `dpt-prov-group-${row.key}`;
          return (
            <li key={row.key} className="dpt-prov-mapping" data-testid="group-role-row">
              <div className="dpt-stacked-field dpt-prov-field dpt-prov-name">
                <label htmlFor={nameId}>{t('provisioning.groupRoles.group')}</label>
                <InputText
                  id={nameId}
                  value={row.group}
                  maxLength={SCIM_GROUP_NAME_MAX_LENGTH}
                  invalid={problem !== null}
                  aria-describedby={problem ? `${nameId}-problem` : undefined}
                  onChange={(e) => change(row.key, { group: e.target.value })}
                  data-testid="group-role-name"
                />
                {problem && (
                  <small id={`${nameId}-problem`} className="p-error">
                    {t(`provisioning.groupRoles.${problem}`)}
                  </small>
                )}
              </div>
              <div className="dpt-stacked-field dpt-prov-field dpt-prov-roles">
                <label id={`${nameId}-roles`}>{t('provisioning.groupRoles.roles')}</label>
                <MultiSelect
                  value={row.roles}
                  options={data?.roleNames ?? []}
                  onChange={(e) => change(row.key, { roles: e.value as string[] })}
                  display="chip"
                  placeholder={t('provisioning.groupRoles.rolesPlaceholder')}
                  ariaLabelledBy={`${nameId}-roles`}
                  data-testid="group-role-roles"
                />
              </div>
              <Button
                type="button"
                icon="pi pi-trash"
                text
                severity="danger"
                aria-label={t('provisioning.groupRoles.remove', { group: row.group || index + 1 })}
                onClick={() => setRows(draft.filter((other) => other.key !== row.key))}
              />
            </li>
          );
        })}
      </ul>
      <div className="dpt-prov-create">
        <Button
          type="button"
          icon="pi pi-plus"
          outlined
          label={t('provisioning.groupRoles.add')}
          disabled={draft.length >= SCIM_GROUP_ROLE_MAPPINGS_MAX}
          onClick={() => add()}
          data-testid="group-role-add"
        />
        <Button
          type="button"
          icon="pi pi-save"
          label={t('provisioning.groupRoles.save')}
          disabled={!valid || !data}
          loading={busy}
          onClick={() => void submit()}
          data-testid="group-role-save"
        />
      </div>
      {failed && <Message severity="error" text={t('provisioning.groupRoles.saveFailed')} />}
      <h3 className="dpt-prov-subheading">{t('provisioning.groupRoles.groups')}</h3>
      {data && data.groups.length === 0 && (
        <p className="dpt-muted">{t('provisioning.groupRoles.noGroups')}</p>
      )}
      <ul className="dpt-prov-groups">
        {data?.groups.map((group) => (
          <li key={group.id}>
            <span>{group.displayName}</span>
            <span className="dpt-muted">
              {t('provisioning.groupRoles.members', { count: group.memberCount })}
            </span>
            {!mapped.has(group.displayName.toLowerCase()) && (
              <Button
                type="button"
                text
                size="small"
                label={t('provisioning.groupRoles.map')}
                aria-label={t('provisioning.groupRoles.mapGroup', { group: group.displayName })}
                onClick={() => add(group.displayName)}
              />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
