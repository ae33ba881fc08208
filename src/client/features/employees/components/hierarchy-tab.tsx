import { Tree, type TreeEventNodeEvent } from 'primereact/tree';
import type { TreeNode } from 'primereact/treenode';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { fetchReports } from '../api';
import { useEmployeesText } from '../text';
import type { HierarchyPerson, UserDetail } from '../../../../engine/api/users';

type Props = { detail: UserDetail; slug: string };

const label = (p: HierarchyPerson) => `${p.lastName}, ${p.firstName} (${p.shorthand})`;

const nodeOf = (p: HierarchyPerson): TreeNode => ({
  key: String(p.id),
  label: label(p),
  data: p,
  leaf: p.reportCount === 0,
});

/** Pure. The tree with `children` set on the node of `key`, wherever it is. */
function withChildren(nodes: TreeNode[], key: string, children: TreeNode[]): TreeNode[] {
  return nodes.map((node) =>
    node.key === key
      ? { ...node, children }
      : node.children
        ? { ...node, children: withChildren(node.children, key, children) }
        : node,
  );
}

/**
 * The hierarchy tab: the supervisor line up to the top, and the employee's reports as a tree whose levels load
 * when opened (GET /users/{id}/reports).
 */
export function HierarchyTab({ detail, slug }: Props) {
  const { t } = useEmployeesText();
  const [nodes, setNodes] = useState<TreeNode[]>(() => [
    { ...nodeOf({ ...detail, reportCount: detail.reportCount }) },
  ]);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const linkTo = (p: { shorthand: string }) => `/${slug}/admin/user/${encodeURIComponent(p.shorthand)}`;

  const onExpand = async (event: TreeEventNodeEvent) => {
    const node = event.node;
    if (node.children || node.leaf) return;
    setLoading(true);
    const reports = await fetchReports(slug, Number(node.key));
    setLoading(false);
    if (!reports) {
      setFailed(true);
      return;
    }
    setNodes((current) => withChildren(current, String(node.key), reports.map(nodeOf)));
  };

  return (
    <div className="dpt-emp-hierarchy">
      <section aria-labelledby="dpt-emp-line">
        <h2 id="dpt-emp-line">{t('employeesPage.hierarchy.line')}</h2>
        {detail.supervisorLine.length === 0 ? (
          <p className="dpt-muted">{t('employeesPage.hierarchy.top')}</p>
        ) : (
          <ol className="dpt-emp-line" data-testid="employee-line">
            {[...detail.supervisorLine].reverse().map((p) => (
              <li key={p.id}>
                <Link to={linkTo(p)}>{label(p)}</Link>
                <small>{p.position}</small>
              </li>
            ))}
            <li aria-current="true">
              <strong>{label({ ...detail, reportCount: detail.reportCount })}</strong>
            </li>
          </ol>
        )}
      </section>
      <section aria-labelledby="dpt-emp-reports">
        <h2 id="dpt-emp-reports">{t('employeesPage.hierarchy.reports')}</h2>
        {detail.reportCount === 0 ? (
          <p className="dpt-muted">{t('employeesPage.hierarchy.noReports')}</p>
        ) : (
          <Tree
            value={nodes}
            onExpand={(event) => void onExpand(event)}
            loading={loading}
            nodeTemplate={(node) => {
              const p = node.data as HierarchyPerson;
              return (
                <span className="dpt-emp-node">
                  {p.id === detail.id ? (
                    <strong>{node.label}</strong>
                  ) : (
                    <Link to={linkTo(p)}>{node.label}</Link>
                  )}
                  <small>
                    {p.position}
                    {p.reportCount > 0
                      ? ` · ${t('employeesPage.hierarchy.reportCount', { count: p.reportCount })}`
                      : ''}
                  </small>
                </span>
              );
            }}
            data-testid="employee-reports"
          />
        )}
        {failed && <p className="p-error">{t('employeesPage.loadFailed')}</p>}
      </section>
    </div>
  );
}
