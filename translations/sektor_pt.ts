<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR" sourcelanguage="en">
<context>
    <name>Sektor::Catalog</name>
    <message>
        <source>NVMe</source>
        <translation>NVMe</translation>
    </message>
    <message>
        <source>SATA/SAS</source>
        <translation>SATA/SAS</translation>
    </message>
    <message>
        <source>USB</source>
        <translation>USB</translation>
    </message>
    <message>
        <source>MMC/SD</source>
        <translation>MMC/SD</translation>
    </message>
    <message>
        <source>virtio</source>
        <translation>virtio</translation>
    </message>
    <message>
        <source>loop</source>
        <translation>loop</translation>
    </message>
    <message>
        <source>other</source>
        <translation>outro</translation>
    </message>
    <message>
        <source>write back</source>
        <translation>write-back</translation>
    </message>
    <message>
        <source>write through</source>
        <translation>write-through</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>desconhecido</translation>
    </message>
    <message>
        <source>RAM disk</source>
        <translation>disco em RAM</translation>
    </message>
    <message>
        <source>compressed RAM used as swap</source>
        <translation>RAM comprimida usada como swap</translation>
    </message>
    <message>
        <source>empty loop device</source>
        <translation>dispositivo loop vazio</translation>
    </message>
    <message>
        <source>no medium</source>
        <translation>sem mídia</translation>
    </message>
    <message>
        <source>compressed RAM disk not set up</source>
        <translation>disco em RAM comprimida não configurado</translation>
    </message>
</context>
<context>
    <name>Sektor::Caveat</name>
    <message>
        <source>The filesystem refused direct I/O: results may include the page cache and be higher than the drive can do.</source>
        <translation>O sistema de arquivos recusou E/S direta: os resultados podem incluir o cache de páginas e ficar acima do que a unidade consegue.</translation>
    </message>
    <message>
        <source>The target is held in memory (tmpfs, zram or a loop device over tmpfs): this measures RAM, not a drive.</source>
        <translation>O destino fica na memória (tmpfs, zram ou um dispositivo loop sobre tmpfs): isto mede a RAM, não uma unidade.</translation>
    </message>
    <message>
        <source>Read tests on a raw device read areas that may never have been written or were trimmed; many drives answer those unrealistically fast.</source>
        <translation>Testes de leitura em um dispositivo de bloco leem áreas que talvez nunca tenham sido gravadas ou que passaram por TRIM; muitas unidades respondem a elas com velocidade irreal.</translation>
    </message>
    <message>
        <source>The sync engine keeps at most 256 I/Os in flight; deeper queues were measured at that depth.</source>
        <translation>O mecanismo sync mantém no máximo 256 E/S em andamento; filas mais profundas foram medidas nessa profundidade.</translation>
    </message>
</context>
<context>
    <name>Sektor::Error</name>
    <message>
        <source>Invalid test settings: %1</source>
        <translation>Configurações de teste inválidas: %1</translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <translation>%1 não existe.</translation>
    </message>
    <message>
        <source>%1 is neither a directory nor a block device: name a directory on the drive to test.</source>
        <translation>%1 não é um diretório nem um dispositivo de bloco: informe um diretório na unidade a testar.</translation>
    </message>
    <message>
        <source>%1 is read-only: the test needs to write there.</source>
        <translation>%1 é somente leitura: o teste precisa gravar nesse local.</translation>
    </message>
    <message>
        <source>Not enough free space in %1 for the test: %2 needed, %3 free.</source>
        <translation>Espaço livre insuficiente em %1 para o teste: %2 necessários, %3 livres.</translation>
    </message>
    <message>
        <source>%1 is a block device: testing it needs administrator rights.</source>
        <translation>%1 é um dispositivo de bloco: testá-lo exige privilégios de administrador.</translation>
    </message>
    <message>
        <source>%1 is in use (mounted, swap, or held by another device) and cannot be opened exclusively.</source>
        <translation>%1 está em uso (montado, usado como swap ou retido por outro dispositivo) e não pode ser aberto em modo exclusivo.</translation>
    </message>
    <message>
        <source>Write tests on %1 destroy all data on it and need explicit confirmation.</source>
        <translation>Testes de gravação em %1 destroem todos os dados nele e exigem confirmação explícita.</translation>
    </message>
    <message>
        <source>%1 needs direct I/O aligned to %2 bytes; a %3-byte test cannot run there.</source>
        <translation>%1 exige E/S direta alinhada a %2 bytes; um teste de %3 bytes não pode ser executado ali.</translation>
    </message>
    <message>
        <source>The filesystem holding %1 ran out of space during the test.</source>
        <translation>O sistema de arquivos que contém %1 ficou sem espaço durante o teste.</translation>
    </message>
    <message>
        <source>An I/O error occurred on %1.</source>
        <translation>Ocorreu um erro de E/S em %1.</translation>
    </message>
    <message>
        <source>io_uring is not available on this system; choose the automatic or the sync engine.</source>
        <translation>io_uring não está disponível neste sistema; escolha o mecanismo automático ou o sync.</translation>
    </message>
    <message>
        <source>Not enough memory for the I/O buffers of this test.</source>
        <translation>Memória insuficiente para os buffers de E/S deste teste.</translation>
    </message>
    <message>
        <source>%1 is too small for this test.</source>
        <translation>%1 é pequeno demais para este teste.</translation>
    </message>
    <message>
        <source>The benchmark was cancelled.</source>
        <translation>O benchmark foi cancelado.</translation>
    </message>
    <message>
        <source>Internal error while testing %1.</source>
        <translation>Erro interno ao testar %1.</translation>
    </message>
    <message>
        <source>You do not have permission to use %1 for the test.</source>
        <translation>Você não tem permissão para usar %1 no teste.</translation>
    </message>
    <message>
        <source>The Sektor helper for testing block devices is not available: it may not be installed, or it stopped unexpectedly while testing %1.</source>
        <translation>O auxiliar do Sektor para testar dispositivos de bloco não está disponível: talvez não esteja instalado, ou parou inesperadamente ao testar %1.</translation>
    </message>
    <message>
        <source>Testing %1 was not authorized: an administrator password is required.</source>
        <translation>O teste de %1 não foi autorizado: é necessária a senha de administrador.</translation>
    </message>
    <message>
        <source>The Sektor helper is busy with another benchmark; try %1 again when it has finished.</source>
        <translation>O auxiliar do Sektor está ocupado com outro benchmark; tente %1 novamente quando ele terminar.</translation>
    </message>
    <message>
        <source>Write tests on %1 are refused because it is in use (mounted, swap, held by another device, read-only, or holding the running system).</source>
        <translation>Os testes de gravação em %1 foram recusados porque o dispositivo está em uso (montado, como swap, ocupado por outro dispositivo, somente leitura ou com o sistema em execução).</translation>
    </message>
</context>
<context>
    <name>Sektor::IoMode</name>
    <message>
        <source>Read</source>
        <translation>Leitura</translation>
    </message>
    <message>
        <source>Write</source>
        <translation>Gravação</translation>
    </message>
    <message>
        <source>Mix</source>
        <translation>Misto</translation>
    </message>
</context>
<context>
    <name>Sektor::Limits</name>
    <message>
        <source>the test size must be from 1 MiB to 64 TiB.</source>
        <translation>o tamanho do teste deve ficar entre 1 MiB e 64 TiB.</translation>
    </message>
    <message>
        <source>the number of runs must be from 1 to 9.</source>
        <translation>o número de execuções deve ficar entre 1 e 9.</translation>
    </message>
    <message>
        <source>the measure time must be from 0.1 s to 10 minutes.</source>
        <translation>o tempo de medição deve ficar entre 0,1 s e 10 minutos.</translation>
    </message>
    <message>
        <source>the warm-up must be from 0 s to 10 minutes.</source>
        <translation>o aquecimento deve ficar entre 0 s e 10 minutos.</translation>
    </message>
    <message>
        <source>the interval must be from 0 s to 10 minutes.</source>
        <translation>a pausa deve ficar entre 0 s e 10 minutos.</translation>
    </message>
    <message>
        <source>the read share of mixed tests must be from 0 to 100 %.</source>
        <translation>a proporção de leitura dos testes mistos deve ficar entre 0 e 100 %.</translation>
    </message>
    <message>
        <source>the block size must be a multiple of 512 bytes from 512 B to 64 MiB, not %1 bytes.</source>
        <translation>o tamanho de bloco deve ser um múltiplo de 512 bytes entre 512 B e 64 MiB, não %1 bytes.</translation>
    </message>
    <message>
        <source>the queue depth must be from 1 to 256, not %1.</source>
        <translation>a profundidade de fila deve estar entre 1 e 256, não %1.</translation>
    </message>
    <message>
        <source>the thread count must be from 1 to 64, not %1.</source>
        <translation>o número de threads deve estar entre 1 e 64, não %1.</translation>
    </message>
    <message>
        <source>block size × queue depth × threads must not exceed 2 GiB of buffers.</source>
        <translation>tamanho de bloco × profundidade de fila × threads não deve exceder 2 GiB de buffers.</translation>
    </message>
    <message>
        <source>durable (O_DSYNC) latency tests run at queue depth 1.</source>
        <translation>testes de latência com gravação durável (O_DSYNC) são executados com profundidade de fila 1.</translation>
    </message>
</context>
<context>
    <name>Sektor::Safety</name>
    <message>
        <source>%1 is mounted at %2.</source>
        <translation>%1 está montado em %2.</translation>
    </message>
    <message>
        <source>%1 is in use as swap.</source>
        <translation>%1 está em uso como swap.</translation>
    </message>
    <message>
        <source>%1 is in use by %2 (device-mapper, LVM or RAID).</source>
        <translation>%1 está em uso por %2 (device-mapper, LVM ou RAID).</translation>
    </message>
    <message>
        <source>%1 is read-only.</source>
        <translation>%1 é somente leitura.</translation>
    </message>
    <message>
        <source>%1 was not found.</source>
        <translation>%1 não foi encontrado.</translation>
    </message>
    <message>
        <source>Partition %1 is mounted at %2.</source>
        <translation>A partição %1 está montada em %2.</translation>
    </message>
    <message>
        <source>%1 holds the running system.</source>
        <translation>%1 contém o sistema em execução (unidade do sistema).</translation>
    </message>
    <message>
        <source>%1 is not a block device.</source>
        <translation>%1 não é um dispositivo de bloco.</translation>
    </message>
    <message>
        <source>%1 has no medium.</source>
        <translation>%1 não tem mídia.</translation>
    </message>
</context>
<context>
    <name>Sektor::Units</name>
    <message>
        <source>MB/s</source>
        <translation>MB/s</translation>
    </message>
    <message>
        <source>GB/s</source>
        <translation>GB/s</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>µs</source>
        <translation>µs</translation>
    </message>
    <message>
        <source>Megabytes per second (1 MB/s = 1,000,000 bytes/s)</source>
        <translation>Megabytes por segundo (1 MB/s = 1.000.000 bytes/s)</translation>
    </message>
    <message>
        <source>Gigabytes per second (1 GB/s = 1,000,000,000 bytes/s)</source>
        <translation>Gigabytes por segundo (1 GB/s = 1.000.000.000 bytes/s)</translation>
    </message>
    <message>
        <source>I/O operations per second</source>
        <translation>Operações de E/S por segundo</translation>
    </message>
    <message>
        <source>Mean latency in microseconds</source>
        <translation>Latência média em microssegundos</translation>
    </message>
</context>
<context>
    <name>sektor-cli</name>
    <message>
        <source>No command given.</source>
        <translation>Nenhum comando informado.</translation>
    </message>
    <message>
        <source>Unknown command %1.</source>
        <translation>Comando desconhecido: %1.</translation>
    </message>
    <message>
        <source>Preparing test file</source>
        <translation>Preparando arquivo de teste</translation>
    </message>
    <message>
        <source>warm-up</source>
        <translation>aquecimento</translation>
    </message>
    <message>
        <source>run %1/%2</source>
        <translation>execução %1/%2</translation>
    </message>
    <message>
        <source>pause</source>
        <translation>pausa</translation>
    </message>
    <message>
        <source>ETA</source>
        <translation>restante</translation>
    </message>
    <message>
        <source>Test profile: Default, NVMe SSD, Peak, Real, Demo, a +Mix variant, QD Sweep, Sync Write Latency.</source>
        <translation>Perfil de teste: Default, NVMe SSD, Peak, Real, Demo, uma variante +Mix, QD Sweep, Sync Write Latency.</translation>
    </message>
    <message>
        <source>name</source>
        <translation>nome</translation>
    </message>
    <message>
        <source>Test file size, or span of a device (default 1GiB).</source>
        <translation>Tamanho do arquivo de teste ou área testada de um dispositivo (padrão 1GiB).</translation>
    </message>
    <message>
        <source>size</source>
        <translation>tamanho</translation>
    </message>
    <message>
        <source>Measured runs per test, after a discarded warm-up (1-9, default 3).</source>
        <translation>Execuções medidas por teste, após um aquecimento descartado (1-9, padrão 3).</translation>
    </message>
    <message>
        <source>count</source>
        <translation>quantidade</translation>
    </message>
    <message>
        <source>Measure time of each run (default 5s).</source>
        <translation>Tempo de medição de cada execução (padrão 5s).</translation>
    </message>
    <message>
        <source>duration</source>
        <translation>duração</translation>
    </message>
    <message>
        <source>Warm-up before the runs of each test, discarded (default 1s).</source>
        <translation>Aquecimento antes das execuções de cada teste, descartado (padrão 1s).</translation>
    </message>
    <message>
        <source>Pause between tests (default 5s).</source>
        <translation>Pausa entre os testes (padrão 5s).</translation>
    </message>
    <message>
        <source>Read share of mixed tests in percent (default 70).</source>
        <translation>Proporção de leitura nos testes mistos, em porcentagem (padrão 70).</translation>
    </message>
    <message>
        <source>percent</source>
        <translation>porcentagem</translation>
    </message>
    <message>
        <source>Write data: random (incompressible, default) or zero.</source>
        <translation>Dados gravados: random (incompressíveis, padrão) ou zero.</translation>
    </message>
    <message>
        <source>I/O engine: auto (default), io_uring or sync.</source>
        <translation>Mecanismo de E/S: auto (padrão), io_uring ou sync.</translation>
    </message>
    <message>
        <source>Run only these tests of the profile, e.g. SEQ1M-Q8T1,RND4K-Q1T1.</source>
        <translation>Executar apenas estes testes do perfil, p. ex. SEQ1M-Q8T1,RND4K-Q1T1.</translation>
    </message>
    <message>
        <source>list</source>
        <translation>lista</translation>
    </message>
    <message>
        <source>Run only these modes: read, write, mix (comma-separated).</source>
        <translation>Executar apenas estes modos: read, write, mix (separados por vírgula).</translation>
    </message>
    <message>
        <source>Seed for random offsets and data (default: a new one each run).</source>
        <translation>Semente (seed) para offsets e dados aleatórios (padrão: uma nova a cada vez).</translation>
    </message>
    <message>
        <source>number</source>
        <translation>número</translation>
    </message>
    <message>
        <source>Also write every figure, the latency histograms and the samples as JSON to this file.</source>
        <translation>Gravar também todos os valores, os histogramas de latência e as amostras em JSON neste arquivo.</translation>
    </message>
    <message>
        <source>file</source>
        <translation>arquivo</translation>
    </message>
    <message>
        <source>A comment for the results.</source>
        <translation>Um comentário para os resultados.</translation>
    </message>
    <message>
        <source>text</source>
        <translation>texto</translation>
    </message>
    <message>
        <source>Allow write tests on this block device, destroying all data on it. Must name the target device again.</source>
        <translation>Permitir testes de gravação neste dispositivo de bloco, destruindo todos os dados nele. É preciso indicar novamente o dispositivo de destino.</translation>
    </message>
    <message>
        <source>device</source>
        <translation>dispositivo</translation>
    </message>
    <message>
        <source>No progress display.</source>
        <translation>Sem exibição de progresso.</translation>
    </message>
    <message>
        <source>The profile %1 has no test %2.</source>
        <translation>O perfil %1 não tem o teste %2.</translation>
    </message>
    <message>
        <source>The profile %1 has no mode %2.</source>
        <translation>O perfil %1 não tem o modo %2.</translation>
    </message>
    <message>
        <source>Invalid value %1 for --%2.</source>
        <translation>Valor inválido %1 para --%2.</translation>
    </message>
    <message>
        <source>Name exactly one target: a directory or a block device.</source>
        <translation>Informe exatamente um destino: um diretório ou um dispositivo de bloco.</translation>
    </message>
    <message>
        <source>Unknown profile %1; `sektor-cli profiles` lists them.</source>
        <translation>Perfil desconhecido %1; `sektor-cli profiles` lista os perfis disponíveis.</translation>
    </message>
    <message>
        <source>Measures a drive: sequential, random 4K and queue-depth tests on a directory (a test file that is removed afterwards) or a block device.</source>
        <translation>Mede o desempenho de uma unidade: testes sequenciais, aleatórios de 4K e de profundidade de fila em um diretório (com um arquivo de teste removido ao final) ou em um dispositivo de bloco.</translation>
    </message>
    <message>
        <source>--allow-destroy-data must name the target block device itself (%1).</source>
        <translation>--allow-destroy-data deve indicar o próprio dispositivo de bloco de destino (%1).</translation>
    </message>
    <message>
        <source>Running read tests only: write tests would destroy all data on %1. Add --allow-destroy-data=%1 to run them.</source>
        <translation>Executando apenas testes de leitura: os testes de gravação destruiriam todos os dados em %1. Adicione --allow-destroy-data=%1 para executá-los.</translation>
    </message>
    <message>
        <source>it is a directory</source>
        <translation>é um diretório</translation>
    </message>
    <message>
        <source>its folder does not exist</source>
        <translation>a pasta de destino não existe</translation>
    </message>
    <message>
        <source>permission denied</source>
        <translation>permissão negada</translation>
    </message>
    <message>
        <source>Try &apos;sektor-cli run --help&apos;.</source>
        <translation>Tente &apos;sektor-cli run --help&apos;.</translation>
    </message>
    <message>
        <source>Cannot write the results to %1: %2.</source>
        <translation>Não é possível gravar os resultados em %1: %2.</translation>
    </message>
    <message>
        <source>Skipped %1 %2: %3</source>
        <translation>Teste %1 %2 ignorado: %3</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>Observação: %1</translation>
    </message>
    <message>
        <source>Could not write the results to %1: %2</source>
        <translation>Não foi possível gravar os resultados em %1: %2</translation>
    </message>
    <message>
        <source>Usage: sektor-cli run [options] TARGET</source>
        <translation>Uso: sektor-cli run [opções] DESTINO</translation>
    </message>
    <message>
        <source>[swap]</source>
        <translation>[swap]</translation>
    </message>
    <message>
        <source>(hidden: %1)</source>
        <translation>(oculto: %1)</translation>
    </message>
    <message>
        <source>not mounted</source>
        <translation>não montado</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>NOME</translation>
    </message>
    <message>
        <source>MODEL</source>
        <translation>MODELO</translation>
    </message>
    <message>
        <source>TRANSPORT</source>
        <translation>TRANSPORTE</translation>
    </message>
    <message>
        <source>SIZE</source>
        <translation>TAMANHO</translation>
    </message>
    <message>
        <source>SYSTEM</source>
        <translation>SISTEMA</translation>
    </message>
    <message>
        <source>MOUNTED AT</source>
        <translation>MONTADO EM</translation>
    </message>
    <message>
        <source>system</source>
        <translation>unidade do sistema</translation>
    </message>
    <message>
        <source>Usage: sektor-cli drives [--json] [--all]

Lists the drives of this machine. Drives marked &quot;system&quot; hold the running system.
  --json   Print JSON instead of a table.
  --all    Include hidden devices (RAM disks, empty loop devices…).
</source>
        <translation>Uso: sektor-cli drives [--json] [--all]

Lista as unidades desta máquina. Unidades marcadas como &quot;unidade do sistema&quot; contêm o sistema em execução.
  --json   Mostra JSON em vez de uma tabela.
  --all    Inclui dispositivos ocultos (discos em RAM, dispositivos loop vazios…).
</translation>
    </message>
    <message>
        <source>Unknown option %1 for drives.</source>
        <translation>Opção desconhecida %1 para drives.</translation>
    </message>
    <message>
        <source>No drives found.</source>
        <translation>Nenhuma unidade encontrada.</translation>
    </message>
    <message>
        <source>Running read tests only; write tests cannot run on %1: %2</source>
        <translation>Executando apenas testes de leitura; testes de gravação não podem ser executados em %1: %2</translation>
    </message>
    <message>
        <source>FREE</source>
        <translation>LIVRE</translation>
    </message>
    <message>
        <source>Usage: sektor-cli &lt;command&gt; [options]

Commands:
  run [options] TARGET   Benchmark a directory (test file) or a block device.
  profiles               List the test profiles.
  drives [--json]        List the drives, their mount points and which hold the system.

Options:
  -h, --help             Show this help; &apos;sektor-cli run --help&apos; shows the test options.
  -v, --version          Show the version.

Exit codes: 0 success, 2 bad arguments, 3 target not found, 4 not a directory or block device,
5 permission denied, 6 read-only, 7 not enough free space, 8 device needs root, 9 device busy,
10 writes not confirmed, 11 unsupported on this target, 12 out of space during the test,
13 I/O error, 14 out of memory, 15 result file not written, 16 block-device helper
unavailable, 17 not authorized, 18 helper busy, 130 interrupted (Ctrl-C), 143 terminated.
</source>
        <translation>Uso: sektor-cli &lt;comando&gt; [opções]

Comandos:
  run [opções] DESTINO   Mede um diretório (arquivo de teste) ou um dispositivo de bloco.
  profiles               Lista os perfis de teste.
  drives [--json]        Lista as unidades, seus pontos de montagem e as unidades do sistema.

Opções:
  -h, --help             Mostra esta ajuda; &apos;sektor-cli run --help&apos; mostra as opções de teste.
  -v, --version          Mostra a versão.

Códigos de saída: 0 sucesso, 2 argumentos inválidos, 3 destino não encontrado, 4 nem diretório
nem dispositivo de bloco, 5 permissão negada, 6 somente leitura, 7 espaço livre insuficiente,
8 dispositivo exige root, 9 dispositivo ocupado, 10 gravação não confirmada, 11 não suportado
neste destino, 12 sem espaço durante o teste, 13 erro de E/S, 14 memória insuficiente,
15 arquivo de resultados não gravado, 16 auxiliar de dispositivos de bloco indisponível,
17 não autorizado, 18 auxiliar ocupado, 130 interrompido (Ctrl+C), 143 encerrado.
</translation>
    </message>
    <message>
        <source>A directory on the drive to test, or a block device (as a normal user through the Sektor helper, after administrator authentication).</source>
        <translation>Um diretório na unidade a testar, ou um dispositivo de bloco (como usuário comum, pelo auxiliar do Sektor, após autenticação de administrador).</translation>
    </message>
</context>
</TS>
