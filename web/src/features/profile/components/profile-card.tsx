import { Card, H3, HTMLTable, Tag } from '@blueprintjs/core';
import { useAppSelector } from '@/lib/store';
import { UserAvatar } from '@/components/user-avatar/user-avatar';
import { selectRoles, selectUser } from '@/features/profile/slice';
import { messages } from '@/i18n';
import './profile.css';

const shellTexts = messages.shell;

/** 个人中心: the signed-in user's profile, read only. */
export function ProfileCard() {
  const user = useAppSelector(selectUser);
  const roles = useAppSelector(selectRoles);
  const t = shellTexts.userCenter;
  if (!user) return null;
  const rows: [string, string][] = [
    [t.userName, user.userName],
    [t.realName, user.realName],
    [t.email, user.email || t.empty],
    [t.phone, user.phone || t.empty],
  ];
  return (
    <Card className="app-user-card" elevation={1}>
      <div className="app-user-card__head">
        <UserAvatar src={user.avatar} size={72} />
        <div>
          <H3 className="app-user-card__name">{user.realName || user.userName}</H3>
          <div className="app-user-card__roles" aria-label={t.roles}>
            {roles.map((role) => (
              <Tag key={role.id} intent="primary" minimal round>
                {role.name}
              </Tag>
            ))}
          </div>
        </div>
      </div>
      <HTMLTable className="app-user-card__table" aria-label={t.title}>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
          <tr>
            <th scope="row">{t.roles}</th>
            <td>{roles.map((role) => role.name).join(t.roleSeparator) || t.empty}</td>
          </tr>
        </tbody>
      </HTMLTable>
    </Card>
  );
}
