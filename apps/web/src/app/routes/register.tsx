import { PageHeader } from '../../components/layout/page-header'

export default function RegisterPage() {
  return <PageHeader title="Sign Up" />
}
