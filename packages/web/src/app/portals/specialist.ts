// The specialist portal's screens as one lazy chunk (see admin.ts; issue 31 part 2).
export {
  SpecialistHomeScreen as SpecialistHome,
  SpecialistHistoryScreen as SpecialistHistoryPage,
} from './specialist-screens';
