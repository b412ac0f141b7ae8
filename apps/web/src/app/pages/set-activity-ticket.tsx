import { TicketScreen } from '../../features/activities/organiser/screens/ticket-screen';

/** /setactivityticket?id= (login required): ticket types. */
export function Component() {
  return <TicketScreen />;
}
