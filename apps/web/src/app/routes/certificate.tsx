import type { QueryClient } from '@tanstack/react-query'
import { useParams, type LoaderFunctionArgs } from 'react-router'
import { PageError } from '../../components/catalog/page-error'
import { learningQueries } from '../../features/learning/api/learning'
import { CertificateView } from '../../features/learning/components/certificate-view'

export const loader =
  (queryClient: QueryClient) =>
  async ({ params }: LoaderFunctionArgs) => {
    await queryClient.ensureQueryData(learningQueries.certificate(params.id ?? ''))
    return null
  }

export const ErrorBoundary = PageError

/** /certificate/:id: the public, printable certificate with every detail as issued. */
export default function CertificatePage() {
  const { id = '' } = useParams()
  return <CertificateView id={id} />
}
