// Every remote renders its screens in tests the way the shell hosts them: one helper, in the shell's test kit.
export { renderScreen } from '../../../shell/src/test/renderScreen';
export { company, creator, fakeSession } from '../../../shell/src/test/fakeSession';
export { installFetch, jsonResponse } from '../../../shell/src/test/http';
export { PROJECT_STATE_NAMES } from '../../../shell/src/test/stateNames';
export {
  aCardIntent,
  aCreatorCard,
  aCreatorProfile,
  aFinalPayment,
  aPayment,
  aPaymentStatus,
  aPortfolioItem,
  aProject,
  aProjectDetail,
  aProposal,
  aSelectedCreator,
  aSimulatedPayment,
} from '../../../shell/src/test/answers';
