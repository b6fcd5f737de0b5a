import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PublicAward } from '../../../../contracts/achievements';
import type { Skill } from '../../../../contracts/skills';
import { formatCount } from '../../../components/format';
import { useAcademyDates } from '../../components/academyTime';
import { DetailCard } from './DetailCard';

type Props = { achievements: PublicAward[]; onRevoke: (achievement: PublicAward) => void };

/** Earned achievements, newest first; a manual one can be revoked (automatic ones follow their rule). */
export function AchievementsCard({ achievements, onRevoke }: Props) {
  const dates = useAcademyDates();
  return (
    <DetailCard title="Achievements" count={achievements.length}>
      {achievements.length === 0 ? (
        <Typography color="text.secondary">No achievements earned</Typography>
      ) : (
        <List disablePadding aria-label="Achievements">
          {achievements.map((achievement) => (
            <ListItem
              key={achievement.id}
              disableGutters
              divider
              secondaryAction={
                achievement.manual ? (
                  <Button
                    size="small"
                    color="error"
                    onClick={() => onRevoke(achievement)}
                    aria-label={`Revoke ${achievement.name}`}
                  >
                    Revoke
                  </Button>
                ) : undefined
              }
              sx={{ pr: achievement.manual ? 10 : 0 }}
            >
              <ListItemText
                primary={
                  <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                    <span>{achievement.name}</span>
                    <Chip
                      size="small"
                      variant="outlined"
                      label={achievement.manual ? 'Manual' : 'Automatic'}
                      color={achievement.manual ? 'secondary' : 'default'}
                    />
                  </Stack>
                }
                secondary={`${formatCount(achievement.points, 'point')} · earned ${dates.date(achievement.earned_at)}`}
              />
            </ListItem>
          ))}
        </List>
      )}
    </DetailCard>
  );
}

export function SkillsCard({ skills }: { skills: Skill[] }) {
  return (
    <DetailCard title="Skills" count={skills.length}>
      {skills.length === 0 ? (
        <Typography color="text.secondary">No skills chosen</Typography>
      ) : (
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap' }}
          component="ul"
          aria-label="Skills"
          style={{ padding: 0, margin: 0 }}
        >
          {skills.map((skill) => (
            <Chip key={skill.id} label={skill.name} component="li" />
          ))}
        </Stack>
      )}
    </DetailCard>
  );
}
