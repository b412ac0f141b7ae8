import { ActivityCalendarScreen } from '../../features/activities/screens/calendar-screen';

/** /activityCalendar: the month with marked days and the chosen day's activities. */
export function Component() {
  return <ActivityCalendarScreen />;
}
