import styles from './dashboard.module.css';

export interface Column {
  label: string;
  /** Figures are right-aligned, their heading with them. */
  numeric?: boolean;
}

/** The header row of a dashboard table; `false` leaves out a column that is not shown. */
export function ColumnHeaders({ columns }: { columns: readonly (Column | false)[] }) {
  return (
    <thead>
      <tr>
        {columns
          .filter((column): column is Column => column !== false)
          .map(({ label, numeric }) => (
            <th key={label} scope="col" className={numeric ? styles.number : undefined}>
              {label}
            </th>
          ))}
      </tr>
    </thead>
  );
}
