<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR" sourcelanguage="en">
<context>
    <name>RunPreflight</name>
    <message>
        <source>Choose a drive or a folder to test first.</source>
        <translation>Escolha primeiro uma unidade ou uma pasta para testar.</translation>
    </message>
    <message>
        <source>Tick at least one of Read, Write and Mix.</source>
        <translation>Marque ao menos uma opção entre Leitura, Gravação e Misto.</translation>
    </message>
    <message>
        <source>Write tests cannot run on %1: %2</source>
        <translation>Os testes de gravação não podem ser executados em %1: %2</translation>
    </message>
    <message>
        <source>%1 is on a read-only filesystem. Sektor writes a test file even for read tests; choose a writable folder.</source>
        <translation>%1 está em um sistema de arquivos somente leitura. O Sektor grava um arquivo de teste mesmo para testes de leitura; escolha uma pasta gravável.</translation>
    </message>
    <message>
        <source>Not enough free space on %1: the test file needs %2, but only %3 are free. Choose a smaller test size or another drive.</source>
        <translation>Espaço livre insuficiente em %1: o arquivo de teste precisa de %2, mas só há %3 livres. Escolha um tamanho de teste menor ou outra unidade.</translation>
    </message>
</context>
<context>
    <name>Sektor::Batch</name>
    <message>
        <source>unknown</source>
        <translation>desconhecida</translation>
    </message>
    <message>
        <source>good</source>
        <translation>boa</translation>
    </message>
    <message>
        <source>WARNING</source>
        <translation>ALERTA</translation>
    </message>
    <message>
        <source>%1 %2 (%3)</source>
        <translation>%1 %2 (%3)</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>read</source>
        <translation>leitura</translation>
    </message>
    <message>
        <source>write</source>
        <translation>gravação</translation>
    </message>
    <message>
        <source>mix</source>
        <translation>misto</translation>
    </message>
    <message>
        <source>%1 failed: %2</source>
        <translation>%1 falhou: %2</translation>
    </message>
    <message>
        <source>%1 was not run: %2</source>
        <translation>%1 não foi medida: %2</translation>
    </message>
    <message>
        <source>%1 was stopped while it ran.</source>
        <translation>%1 foi interrompida durante a medição.</translation>
    </message>
    <message>
        <source>%1 was skipped.</source>
        <translation>%1 foi pulada.</translation>
    </message>
    <message>
        <source>%1 was not run: the batch was stopped before it.</source>
        <translation>%1 não foi medida: o lote foi interrompido antes dela.</translation>
    </message>
    <message>
        <source>not run</source>
        <translation>não medida</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>concluída</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>falhou</translation>
    </message>
    <message>
        <source>refused</source>
        <translation>recusada</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>interrompida</translation>
    </message>
    <message>
        <source>skipped</source>
        <translation>pulada</translation>
    </message>
    <message>
        <source>1 drive</source>
        <translation>1 unidade</translation>
    </message>
    <message>
        <source>%1 drives</source>
        <translation>%1 unidades</translation>
    </message>
    <message>
        <source>%1, all finished.</source>
        <translation>%1, todas concluídas.</translation>
    </message>
    <message>
        <source>%1: %2 finished, %3 did not.</source>
        <translation>%1: %2 concluídas, %3 não.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>#</source>
        <translation>N.º</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Destino</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Unidade</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <source>Serial</source>
        <translation>Número de série</translation>
    </message>
    <message>
        <source>Read</source>
        <translation>Leitura</translation>
    </message>
    <message>
        <source>Write</source>
        <translation>Gravação</translation>
    </message>
    <message>
        <source>Health</source>
        <translation>Saúde</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Flag</source>
        <translation>Marca</translation>
    </message>
    <message>
        <source>FLAGGED</source>
        <translation>MARCADA</translation>
    </message>
    <message>
        <source>Look at:</source>
        <translation>Verifique:</translation>
    </message>
    <message>
        <source>%1 read</source>
        <translation>%1 leitura</translation>
    </message>
    <message>
        <source>%1 write</source>
        <translation>%1 gravação</translation>
    </message>
    <message>
        <source>More than %1 reports are named %2 already.</source>
        <translation>Mais de %1 relatórios já se chamam %2.</translation>
    </message>
    <message>
        <source>rewrite</source>
        <translation>regravação</translation>
    </message>
    <message>
        <source>%1: %2 %3 %4, %5 % below the median of %6 drives of this model (%7)</source>
        <translation>%1: %2 %3 %4, %5 % abaixo da mediana de %6 unidades deste modelo (%7)</translation>
    </message>
    <message>
        <source>%1; confirmed by a second measurement (%2).</source>
        <translation>%1; confirmado por uma segunda medição (%2).</translation>
    </message>
    <message>
        <source>%1; not confirmed: the second measurement did not finish (%2).</source>
        <translation>%1; não confirmado: a segunda medição não concluiu (%2).</translation>
    </message>
    <message>
        <source>%1: %2 %3 measured %4, then %5 the second time, within range of the %6 median: not flagged.</source>
        <translation>%1: %2 %3 mediu %4 e %5 na segunda vez, dentro da faixa da mediana de %6: não marcada.</translation>
    </message>
    <message>
        <source>Measured again:</source>
        <translation>Medidas novamente:</translation>
    </message>
    <message>
        <source>Against their model:</source>
        <translation>Em relação ao seu modelo:</translation>
    </message>
</context>
<context>
    <name>Sektor::BurnIn</name>
    <message>
        <source>stamps</source>
        <translation>carimbos</translation>
    </message>
    <message>
        <source>random data</source>
        <translation>dados aleatórios</translation>
    </message>
    <message>
        <source>zeros</source>
        <translation>zeros</translation>
    </message>
    <message>
        <source>ones</source>
        <translation>uns</translation>
    </message>
    <message>
        <source>1 pass of %1 over %2</source>
        <translation>1 passagem de %1 sobre %2</translation>
    </message>
    <message>
        <source>%1 passes of %2 over %3</source>
        <translation>%1 passagens de %2 sobre %3</translation>
    </message>
    <message>
        <source>Done: %1; every block written and read back.</source>
        <translation>Concluído: %1; cada bloco gravado e lido de volta.</translation>
    </message>
    <message>
        <source>Stopped after %1 of %2 steps (%3 % of its bytes): what it found is in what it did.</source>
        <translation>Parado após %1 de %2 etapas (%3 % dos seus bytes): o que encontrou vale para o que fez.</translation>
    </message>
    <message>
        <source>Stopped by its rule: %1 failed ranges found.</source>
        <translation>Parado pela sua regra: %1 intervalos com falha encontrados.</translation>
    </message>
    <message>
        <source>Stopped by its rule: slower than %1 MB/s for %2 s.</source>
        <translation>Parado pela sua regra: mais lento que %1 MB/s por %2 s.</translation>
    </message>
    <message>
        <source>Stopped by its rule: hotter than %1 °C.</source>
        <translation>Parado pela sua regra: mais quente que %1 °C.</translation>
    </message>
    <message>
        <source>The drive stopped answering at %1 (%2 % of it): nothing after that was tested.</source>
        <translation>A unidade parou de responder em %1 (%2 % dela): nada depois disso foi testado.</translation>
    </message>
    <message>
        <source>Fake capacity: what was written for %1 came back at %2: the drive keeps less than it claims.</source>
        <translation>Capacidade falsa: o que foi gravado para %1 voltou em %2: a unidade guarda menos do que afirma.</translation>
    </message>
    <message>
        <source>Mean rates: write %1 MB/s, read %2 MB/s.</source>
        <translation>Taxas médias: gravação %1 MB/s, leitura %2 MB/s.</translation>
    </message>
    <message>
        <source>PASS</source>
        <translation>APROVADO</translation>
    </message>
    <message>
        <source>ATTENTION</source>
        <translation>ATENÇÃO</translation>
    </message>
    <message>
        <source>FAIL</source>
        <translation>REPROVADO</translation>
    </message>
    <message>
        <source>INCOMPLETE</source>
        <translation>INCOMPLETO</translation>
    </message>
    <message>
        <source>&lt; %1 ms</source>
        <translation>&lt; %1 ms</translation>
    </message>
    <message>
        <source>≥ %1 ms</source>
        <translation>≥ %1 ms</translation>
    </message>
    <message>
        <source>Nothing unreadable, corrupt, unwritable or slow was found.</source>
        <translation>Nada ilegível, corrompido, impossível de gravar ou lento foi encontrado.</translation>
    </message>
    <message>
        <source>Burn-in</source>
        <translation>Burn-in</translation>
    </message>
    <message>
        <source>Verdict: %1</source>
        <translation>Veredito: %1</translation>
    </message>
    <message>
        <source>Blocks written, by time: %1</source>
        <translation>Blocos gravados, por tempo: %1</translation>
    </message>
    <message>
        <source>Blocks read, by time: %1</source>
        <translation>Blocos lidos, por tempo: %1</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Veredito</translation>
    </message>
    <message>
        <source>Ranges unreadable: %1 (%2 in all).</source>
        <translation>Intervalos ilegíveis: %1 (%2 no total).</translation>
    </message>
    <message>
        <source>Ranges read back other than written (corrupt): %1 (%2 in all).</source>
        <translation>Intervalos lidos de volta diferentes do gravado (corrompidos): %1 (%2 no total).</translation>
    </message>
    <message>
        <source>Ranges that could not be written: %1 (%2 in all).</source>
        <translation>Intervalos que não puderam ser gravados: %1 (%2 no total).</translation>
    </message>
    <message>
        <source>Ranges of slow blocks (in the last time class): %1 (%2 in all).</source>
        <translation>Intervalos de blocos lentos (na última classe de tempo): %1 (%2 no total).</translation>
    </message>
    <message>
        <source>unreadable</source>
        <translation>ilegível</translation>
    </message>
    <message>
        <source>corrupt</source>
        <translation>corrompido</translation>
    </message>
    <message>
        <source>write error</source>
        <translation>erro de gravação</translation>
    </message>
    <message>
        <source>slow</source>
        <translation>lento</translation>
    </message>
    <message>
        <source>%1: LBA %2–%3 (%4)</source>
        <translation>%1: LBA %2–%3 (%4)</translation>
    </message>
    <message>
        <source>… and %1 more ranges: the result file lists them all.</source>
        <translation>… e mais %1 intervalos: o arquivo de resultado lista todos.</translation>
    </message>
    <message>
        <source>not tested</source>
        <translation>não testado</translation>
    </message>
    <message>
        <source>Pass %1 of %2 · %3 · %4 %</source>
        <translation>Passagem %1 de %2 · %3 · %4 %</translation>
    </message>
    <message>
        <source>writing %1</source>
        <translation>gravando %1</translation>
    </message>
    <message>
        <source>reading back %1</source>
        <translation>lendo de volta %1</translation>
    </message>
</context>
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
    <message>
        <source>the stopped run did not test a drive.</source>
        <translation>a execução interrompida não testou uma unidade.</translation>
    </message>
    <message>
        <source>this drive has another size than the one the run began on.</source>
        <translation>esta unidade tem outro tamanho que aquela em que a execução começou.</translation>
    </message>
    <message>
        <source>this is another drive: its model, serial number or WWN differ from the one the run began on.</source>
        <translation>esta é outra unidade: modelo, número de série ou WWN diferem daquela em que a execução começou.</translation>
    </message>
    <message>
        <source>this loop device shows another file than the one the run began on.</source>
        <translation>este dispositivo loop mostra outro arquivo que aquele em que a execução começou.</translation>
    </message>
    <message>
        <source>the drive tells no serial number or WWN, so it cannot be told from another one.</source>
        <translation>a unidade não informa número de série nem WWN, então não pode ser distinguida de outra.</translation>
    </message>
    <message>
        <source>it holds no burn-in or read scan that stopped before its end: there is nothing to go on from.</source>
        <translation>ele não contém burn-in nem varredura de leitura que parou antes do fim: não há de onde continuar.</translation>
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
    <message>
        <source>%1 %2 varied by %3% between runs: run it again, or use more runs.</source>
        <translation>%1 %2 variou %3% entre as execuções: execute de novo ou use mais execuções.</translation>
    </message>
    <message>
        <source>io_uring was not available: the surface was read one I/O at a time, not at the queue depth chosen.</source>
        <translation>io_uring não estava disponível: a superfície foi lida uma E/S por vez, não na profundidade de fila escolhida.</translation>
    </message>
    <message>
        <source>Stopped run: the run was stopped before it finished; only the tests that finished are shown, the others were not measured.</source>
        <translation>Execução interrompida: a execução foi interrompida antes do fim; só os testes concluídos são exibidos, os demais não foram medidos.</translation>
    </message>
    <message>
        <source>The target is a virtual machine&apos;s disk (virtio): this measures the host&apos;s storage and its caches through the hypervisor, not a drive.</source>
        <translation>O destino é o disco de uma máquina virtual (virtio): isto mede o armazenamento do hospedeiro e os seus caches através do hipervisor, não uma unidade.</translation>
    </message>
    <message>
        <source>%1 tests varied by %2% between runs: run them again, or use more runs.</source>
        <translation>%1 testes variaram %2% entre as execuções: execute-os de novo ou use mais execuções.</translation>
    </message>
    <message>
        <source>%1 %2: %3%</source>
        <translation>%1 %2: %3%</translation>
    </message>
    <message>
        <source>Resumed run: it was paused and went on later on the same drive; its rates and times join both parts, the pause left out.</source>
        <translation>Execução retomada: foi pausada e continuou depois na mesma unidade; suas taxas e tempos juntam as duas partes, sem a pausa.</translation>
    </message>
    <message>
        <source>Removed during the test: the drive went away before its tests ended; only what finished before is shown.</source>
        <translation>Removida durante o teste: a unidade sumiu antes do fim dos seus testes; só é mostrado o que terminou antes.</translation>
    </message>
    <message>
        <source>%1 %2 was limited by the processor, not the drive: the threads doing its I/O were busy %3% of the time.</source>
        <translation>%1 %2 foi limitado pelo processador, não pela unidade: as threads que faziam a sua E/S estiveram ocupadas %3% do tempo.</translation>
    </message>
    <message>
        <source>%1 tests were limited by the processor, not the drive: the threads doing their I/O were busy %2% of the time.</source>
        <translation>%1 testes foram limitados pelo processador, não pela unidade: as threads que faziam a sua E/S estiveram ocupadas %2% do tempo.</translation>
    </message>
    <message>
        <source>%1 %2 stalled: an I/O took %3 s, past the kernel&apos;s timeout, which aborts it and resets the drive. This is not the drive&apos;s speed: look at the kernel log (journalctl -k) and the drive&apos;s health.</source>
        <translation>%1 %2 travou: uma E/S levou %3 s, além do tempo limite do kernel, que a aborta e reinicia a unidade. Esta não é a velocidade da unidade: veja o log do kernel (journalctl -k) e a saúde da unidade.</translation>
    </message>
    <message>
        <source>%1 tests stalled: I/Os took %2 s, past the kernel&apos;s timeout, which aborts them and resets the drive. These are not the drive&apos;s speed: look at the kernel log (journalctl -k) and the drive&apos;s health.</source>
        <translation>%1 testes travaram: operações de E/S levaram %2 s, além do tempo limite do kernel, que as aborta e reinicia a unidade. Esta não é a velocidade da unidade: veja o log do kernel (journalctl -k) e a saúde da unidade.</translation>
    </message>
    <message>
        <source>%1 %2: %3 s</source>
        <translation>%1 %2: %3 s</translation>
    </message>
</context>
<context>
    <name>Sektor::Certificate</name>
    <message>
        <source>Drives of the same model</source>
        <translation>Unidades do mesmo modelo</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <source>Drives</source>
        <translation>Unidades</translation>
    </message>
    <message>
        <source>Median read</source>
        <translation>Mediana de leitura</translation>
    </message>
    <message>
        <source>Median write</source>
        <translation>Mediana de gravação</translation>
    </message>
    <message>
        <source>Flagged</source>
        <translation>Marcadas</translation>
    </message>
    <message>
        <source>Batch summary</source>
        <translation>Resumo do lote</translation>
    </message>
    <message>
        <source>Look at</source>
        <translation>Verifique</translation>
    </message>
    <message>
        <source>none reported; this report is named %1</source>
        <translation>nenhum informado; este relatório se chama %1</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Unidade</translation>
    </message>
    <message>
        <source>Serial number</source>
        <translation>Número de série</translation>
    </message>
    <message>
        <source>Firmware</source>
        <translation>Firmware</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>Capacidade</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Dispositivo</translation>
    </message>
    <message>
        <source>Transport</source>
        <translation>Conexão</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>Link</translation>
    </message>
    <message>
        <source>Health before</source>
        <translation>Saúde antes</translation>
    </message>
    <message>
        <source>Health after</source>
        <translation>Saúde depois</translation>
    </message>
    <message>
        <source>Temperature</source>
        <translation>Temperatura</translation>
    </message>
    <message>
        <source>Did not finish: see below.</source>
        <translation>Não concluiu: veja abaixo.</translation>
    </message>
    <message>
        <source>Finished, FLAGGED: see below.</source>
        <translation>Concluída, MARCADA: veja abaixo.</translation>
    </message>
    <message>
        <source>Finished; nothing flagged.</source>
        <translation>Concluída; nada marcado.</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>Teste</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>Perfil</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Destino</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Início</translation>
    </message>
    <message>
        <source>Machine</source>
        <translation>Máquina</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Mecanismo</translation>
    </message>
    <message>
        <source>Comment</source>
        <translation>Comentário</translation>
    </message>
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
    <message>
        <source>Results</source>
        <translation>Resultados</translation>
    </message>
    <message>
        <source>Each figure is from one run.</source>
        <translation>Cada valor vem de uma execução.</translation>
    </message>
    <message>
        <source>Each figure is the median of %1 runs.</source>
        <translation>Cada valor é a mediana de %1 execuções.</translation>
    </message>
    <message>
        <source>Drive test report: %1</source>
        <translation>Relatório de teste da unidade: %1</translation>
    </message>
    <message>
        <source>Conditions and caveats</source>
        <translation>Condições e ressalvas</translation>
    </message>
    <message>
        <source>Technician</source>
        <translation>Técnico</translation>
    </message>
    <message>
        <source>Customer</source>
        <translation>Cliente</translation>
    </message>
    <message>
        <source>Capacity verified: the drive holds the %1 it claims.</source>
        <translation>Capacidade verificada: a unidade comporta os %1 que anuncia.</translation>
    </message>
    <message>
        <source>Capacity verified: all %1 written to its free space came back.</source>
        <translation>Capacidade verificada: todos os %1 gravados no seu espaço livre voltaram.</translation>
    </message>
    <message>
        <source>Rewrite</source>
        <translation>Regravação</translation>
    </message>
    <message>
        <source>Profile %1</source>
        <translation>Perfil %1</translation>
    </message>
    <message>
        <source>Station %1</source>
        <translation>Estação %1</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Página %1 de %2</translation>
    </message>
    <message>
        <source>PASSED</source>
        <translation>APROVADA</translation>
    </message>
    <message>
        <source>FLAGGED</source>
        <translation>MARCADA</translation>
    </message>
    <message>
        <source>STOPPED</source>
        <translation>INTERROMPIDA</translation>
    </message>
    <message>
        <source>FAILED</source>
        <translation>FALHOU</translation>
    </message>
    <message>
        <source>NOT RUN</source>
        <translation>NÃO EXECUTADA</translation>
    </message>
    <message numerus="yes">
        <source>%n PASSED</source>
        <translation>
            <numerusform>%n APROVADA</numerusform>
            <numerusform>%n APROVADAS</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n FLAGGED</source>
        <translation>
            <numerusform>%n MARCADA</numerusform>
            <numerusform>%n MARCADAS</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n STOPPED</source>
        <translation>
            <numerusform>%n INTERROMPIDA</numerusform>
            <numerusform>%n INTERROMPIDAS</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n FAILED</source>
        <translation>
            <numerusform>%n FALHOU</numerusform>
            <numerusform>%n FALHARAM</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n NOT RUN</source>
        <translation>
            <numerusform>%n NÃO EXECUTADA</numerusform>
            <numerusform>%n NÃO EXECUTADAS</numerusform>
        </translation>
    </message>
    <message>
        <source>Drive test report</source>
        <translation>Relatório de teste da unidade</translation>
    </message>
    <message>
        <source>no serial number reported</source>
        <translation>nenhum número de série informado</translation>
    </message>
    <message>
        <source>Serial number %1</source>
        <translation>Número de série %1</translation>
    </message>
    <message numerus="yes">
        <source>and %n more notes under “Conditions and caveats”</source>
        <translation>
            <numerusform>e mais %n observação em “Condições e ressalvas”</numerusform>
            <numerusform>e mais %n observações em “Condições e ressalvas”</numerusform>
        </translation>
    </message>
    <message>
        <source>Read before the figures</source>
        <translation>Leia antes dos valores</translation>
    </message>
    <message>
        <source>Made by</source>
        <translation>Feito com</translation>
    </message>
    <message>
        <source>Sektor %1 on %2</source>
        <translation>Sektor %1 em %2</translation>
    </message>
    <message>
        <source>Measured again</source>
        <translation>Medido novamente</translation>
    </message>
    <message>
        <source>MB/s</source>
        <translation>MB/s</translation>
    </message>
    <message>
        <source>The test&apos;s result as Sektor wrote it: &apos;sektor-cli certificate verify&apos; checks the certificate against it</source>
        <translation>O resultado do teste como o Sektor o gravou: &apos;sektor-cli certificate verify&apos; confere o certificado com ele</translation>
    </message>
    <message>
        <source>SHA-256 of the attached result</source>
        <translation>SHA-256 do resultado anexado</translation>
    </message>
    <message>
        <source>serial %1</source>
        <translation>número de série %1</translation>
    </message>
    <message>
        <source>serial not readable (only root may read it)</source>
        <translation>número de série ilegível (só o root pode lê-lo)</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Equipamento</translation>
    </message>
    <message>
        <source>Against their model</source>
        <translation>Em relação ao seu modelo</translation>
    </message>
    <message>
        <source>Against its model</source>
        <translation>Em relação ao seu modelo</translation>
    </message>
</context>
<context>
    <name>Sektor::CertificateSignature</name>
    <message>
        <source>ssh-keygen (OpenSSH&apos;s client, package openssh-client) is not installed.</source>
        <translation>ssh-keygen (o cliente do OpenSSH, pacote openssh-client) não está instalado.</translation>
    </message>
    <message>
        <source>it said nothing</source>
        <translation>ele não disse nada</translation>
    </message>
    <message>
        <source>ssh-keygen did not finish with the key %1.</source>
        <translation>ssh-keygen não terminou com a chave %1.</translation>
    </message>
    <message>
        <source>The key %1 is protected by a passphrase, and Sektor asks for none: load it into ssh-agent (ssh-add), or sign with a key without a passphrase.</source>
        <translation>A chave %1 é protegida por uma frase secreta, e o Sektor não pede nenhuma: carregue-a no ssh-agent (ssh-add) ou assine com uma chave sem frase secreta.</translation>
    </message>
    <message>
        <source>The key %1 cannot sign: ssh-keygen says: %2</source>
        <translation>A chave %1 não pode assinar: ssh-keygen diz: %2</translation>
    </message>
    <message>
        <source>The key %1 does not exist.</source>
        <translation>A chave %1 não existe.</translation>
    </message>
    <message>
        <source>The key %1 is not a readable file.</source>
        <translation>A chave %1 não é um arquivo legível.</translation>
    </message>
    <message>
        <source>%1 cannot be read.</source>
        <translation>%1 não pode ser lido.</translation>
    </message>
    <message>
        <source>ssh-keygen gave a signature that does not check with the key: %1</source>
        <translation>o ssh-keygen entregou uma assinatura que não confere com a chave: %1</translation>
    </message>
    <message>
        <source>Could not sign: %1</source>
        <translation>Não foi possível assinar: %1</translation>
    </message>
</context>
<context>
    <name>Sektor::CertificateVerification</name>
    <message>
        <source>%1 (package poppler-utils) is not installed: it reads the PDF.</source>
        <translation>%1 (pacote poppler-utils) não está instalado: ele lê o PDF.</translation>
    </message>
    <message>
        <source>%1 carries no attached %2: it is not a certificate Sektor made.</source>
        <translation>%1 não traz %2 anexado: não é um certificado feito pelo Sektor.</translation>
    </message>
    <message>
        <source>%1 carries %2 files named %3: Sektor attaches one.</source>
        <translation>%1 traz %2 arquivos chamados %3: o Sektor anexa um só.</translation>
    </message>
    <message>
        <source>pdfdetach could not save %1: %2</source>
        <translation>pdfdetach não conseguiu salvar %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>The PDF carries the test&apos;s result: %1, %n bytes.</source>
        <translation>
            <numerusform>O PDF traz o resultado do teste: %1, %n byte.</numerusform>
            <numerusform>O PDF traz o resultado do teste: %1, %n bytes.</numerusform>
        </translation>
    </message>
    <message>
        <source>pdftotext cannot read the pages: %1</source>
        <translation>pdftotext não consegue ler as páginas: %1</translation>
    </message>
    <message>
        <source>Page 1 prints no SHA-256 (or more than one) to compare the result with.</source>
        <translation>A página 1 não mostra nenhum SHA-256 (ou mostra mais de um) com que comparar o resultado.</translation>
    </message>
    <message>
        <source>The attached result&apos;s SHA-256 is %1, but page 1 prints %2: the attachment is not the result the certificate was made from.</source>
        <translation>O SHA-256 do resultado anexado é %1, mas a página 1 mostra %2: o anexo não é o resultado a partir do qual o certificado foi feito.</translation>
    </message>
    <message>
        <source>Its SHA-256 is the one printed on page 1: %1.</source>
        <translation>Seu SHA-256 é o impresso na página 1: %1.</translation>
    </message>
    <message>
        <source>The attachment is not a Sektor result: %1</source>
        <translation>O anexo não é um resultado do Sektor: %1</translation>
    </message>
    <message>
        <source>The result has no figures of a results grid to compare.</source>
        <translation>O resultado não tem valores de uma tabela de resultados para comparar.</translation>
    </message>
    <message>
        <source>%1 is not a good signature of these bytes: %2</source>
        <translation>%1 não é uma assinatura válida destes bytes: %2</translation>
    </message>
    <message>
        <source>The signature cannot be checked: %1</source>
        <translation>A assinatura não pode ser verificada: %1</translation>
    </message>
    <message numerus="yes">
        <source>The %n figures of its section %1 are the ones printed (in the number format of %2).</source>
        <translation>
            <numerusform>O %n valor da sua seção %1 é o impresso (no formato de números de %2).</numerusform>
            <numerusform>Os %n valores da sua seção %1 são os impressos (no formato de números de %2).</numerusform>
        </translation>
    </message>
    <message>
        <source>it is not a regular file</source>
        <translation>não é um arquivo comum</translation>
    </message>
    <message>
        <source>it is larger than %1 MiB, which no certificate is</source>
        <translation>é maior que %1 MiB, o que nenhum certificado é</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2.</source>
        <translation>%1 não pode ser lido: %2.</translation>
    </message>
    <message>
        <source>The list of the files %1 carries cannot be read for sure (at &quot;%2&quot;): a name with control characters, or counts that disagree. Sektor names its one attachment plainly.</source>
        <translation>A lista dos arquivos que %1 contém não pode ser lida com segurança (em “%2”): um nome com caracteres de controle, ou contagens que não conferem. O Sektor nomeia seu único anexo de forma simples.</translation>
    </message>
    <message>
        <source>The attached %1 is larger than any result Sektor writes: it was not read on.</source>
        <translation>O %1 anexado é maior que qualquer resultado que o Sektor grava: não foi lido adiante.</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>interrompido</translation>
    </message>
    <message>
        <source>Reading the pages was stopped.</source>
        <translation>A leitura das páginas foi interrompida.</translation>
    </message>
    <message>
        <source>they hold more text than any certificate, or take too long</source>
        <translation>elas contêm mais texto que qualquer certificado, ou demoram demais</translation>
    </message>
    <message numerus="yes">
        <source>The %n figures of its results grid are the ones printed there, row by row in their order (in the number format of %1).</source>
        <translation>
            <numerusform>O %n valor da sua tabela de resultados é o impresso nela, linha a linha na sua ordem (no formato numérico de %1).</numerusform>
            <numerusform>Os %n valores da sua tabela de resultados são os impressos nela, linha a linha na sua ordem (no formato numérico de %1).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of the rows and sentences with the %1 figures of the attached result are not printed as the result has them, e.g. %2.</source>
        <translation>
            <numerusform>%n das linhas e frases com os %1 valores do resultado anexado não está impressa como o resultado os tem, p. ex. %2.</numerusform>
            <numerusform>%n das linhas e frases com os %1 valores do resultado anexado não estão impressas como o resultado os tem, p. ex. %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not signed: there is no %1 beside it, so nothing tells who made it.</source>
        <translation>Não assinado: não há %1 ao lado, então nada diz quem o fez.</translation>
    </message>
    <message>
        <source>%1 is a good signature of these bytes by %2 (%3), whom %4 trusts.</source>
        <translation>%1 é uma assinatura válida destes bytes por %2 (%3), em quem %4 confia.</translation>
    </message>
    <message>
        <source>%1 is a good signature of these bytes by the key %2, but no list of trusted keys is given or installed to say whose key that is: give --allowed-signers FILE.</source>
        <translation>%1 é uma assinatura válida destes bytes pela chave %2, mas nenhuma lista de chaves confiáveis foi dada ou instalada para dizer de quem é essa chave: use --allowed-signers ARQUIVO.</translation>
    </message>
    <message>
        <source>%1 is a good signature of these bytes by the key %2, which none of the trusted keys (%3) is.</source>
        <translation>%1 é uma assinatura válida destes bytes pela chave %2, que não é nenhuma das chaves confiáveis (%3).</translation>
    </message>
</context>
<context>
    <name>Sektor::Conditions</name>
    <message>
        <source>%1 is attached by %2: at most %3 can pass that link.</source>
        <translation>%1 está conectado por %2: no máximo %3 passam por essa conexão.</translation>
    </message>
    <message>
        <source>The link runs below the %1 that both the drive and its port support (up to %2): check the seating, the cable and the firmware&apos;s link settings.</source>
        <translation>A conexão está abaixo do %1 que a unidade e sua porta suportam (até %2): verifique o encaixe, o cabo e as configurações de link do firmware.</translation>
    </message>
    <message>
        <source>The port allows only %1; the drive supports %2 (up to %3) in a faster one.</source>
        <translation>A porta permite só %1; a unidade suporta %2 (até %3) numa porta mais rápida.</translation>
    </message>
    <message>
        <source>The USB enclosure uses the usb-storage driver, not UAS: it handles one command at a time, so deep queues measure like QD1 and random figures stay low.</source>
        <translation>O gabinete USB usa o driver usb-storage, não UAS: ele trata um comando por vez, então filas profundas medem como QD1 e os valores aleatórios ficam baixos.</translation>
    </message>
    <message>
        <source>The best figure, %1, is more than %2 can carry (about %3): it came from a cache, not through the link from the drive.</source>
        <translation>O melhor valor, %1, é mais do que %2 consegue transportar (cerca de %3): veio de um cache, não da unidade pela conexão.</translation>
    </message>
    <message>
        <source>The best figure, %1, is at the link&apos;s ceiling: on %2 about %3 is the most any drive can reach, so the link, not the drive, set it.</source>
        <translation>O melhor valor, %1, está no teto da conexão: em %2 cerca de %3 é o máximo que qualquer unidade alcança, então foi a conexão, não a unidade, que o definiu.</translation>
    </message>
    <message>
        <source>btrfs: the test file was made NOCOW, so it is written in place without checksums or compression, as databases and disk images are; ordinary files here are copy-on-write and slower to overwrite at random.</source>
        <translation>btrfs: o arquivo de teste foi criado como NOCOW, então é gravado no lugar sem checksums nem compressão, como bancos de dados e imagens de disco; arquivos comuns aqui são copy-on-write e mais lentos para sobrescrever de forma aleatória.</translation>
    </message>
    <message>
        <source>btrfs: the test file could not be made NOCOW, so every overwrite is copy-on-write with checksums; random writes measure btrfs&apos;s bookkeeping as much as the drive.</source>
        <translation>btrfs: não foi possível criar o arquivo de teste como NOCOW, então cada sobrescrita é copy-on-write com checksums; gravações aleatórias medem a contabilidade do btrfs tanto quanto a unidade.</translation>
    </message>
    <message>
        <source>btrfs compresses data on this file system (%1): Sektor&apos;s data is incompressible, so the figures include the effort of trying; compressible files move faster or slower.</source>
        <translation>O btrfs comprime dados neste sistema de arquivos (%1): os dados do Sektor são incompressíveis, então os valores incluem o esforço da tentativa; arquivos compressíveis ficam mais rápidos ou mais lentos.</translation>
    </message>
    <message>
        <source>The data passes through dm-crypt (LUKS) encryption (%1): the processor encrypts every byte, which can hold a fast drive well below its rating and adds latency to every I/O.</source>
        <translation>Os dados passam pela criptografia dm-crypt (LUKS) (%1): o processador criptografa cada byte, o que pode manter uma unidade rápida bem abaixo da especificação e aumenta a latência de cada E/S.</translation>
    </message>
    <message>
        <source>The data passes through LVM (%1): usually a small cost; snapshots and thin volumes cost more.</source>
        <translation>Os dados passam pelo LVM (%1): normalmente um custo pequeno; snapshots e volumes thin custam mais.</translation>
    </message>
    <message>
        <source>The data is on a software RAID (%1): the figures are the array&apos;s, not one drive&apos;s.</source>
        <translation>Os dados estão num RAID por software (%1): os valores são do arranjo, não de uma unidade.</translation>
    </message>
    <message>
        <source>This folder is on a network file system (%1): the figures measure the network and the server as much as any drive.</source>
        <translation>Esta pasta está num sistema de arquivos de rede (%1): os valores medem a rede e o servidor tanto quanto qualquer unidade.</translation>
    </message>
    <message>
        <source>This folder is on a FUSE file system (%1, such as NTFS-3G): every I/O passes through a program, which is often far slower than the drive.</source>
        <translation>Esta pasta está num sistema de arquivos FUSE (%1, como o NTFS-3G): cada E/S passa por um programa, que muitas vezes é bem mais lento que a unidade.</translation>
    </message>
    <message>
        <source>A loop device: the figures are those of the file behind it (%1) and of the file system and drive that hold that file.</source>
        <translation>Um dispositivo loop: os valores são os do arquivo por trás dele (%1) e do sistema de arquivos e da unidade que guardam esse arquivo.</translation>
    </message>
    <message>
        <source>NVMe power saving (APST) is on (power states with up to %1 µs exit latency): a drive woken from a deep state answers its first I/Os late, which can lower QD1 figures.</source>
        <translation>A economia de energia NVMe (APST) está ligada (estados de energia com até %1 µs de latência de saída): uma unidade acordada de um estado profundo responde tarde às primeiras E/S, o que pode baixar os valores QD1.</translation>
    </message>
    <message>
        <source>The processor runs the powersave frequency governor (%1), which keeps its clock low: fast drives and QD1 latencies measure worse than they are.</source>
        <translation>O processador usa o governador de frequência powersave (%1), que mantém o clock baixo: unidades rápidas e latências QD1 medem pior do que são.</translation>
    </message>
    <message>
        <source>about %1</source>
        <translation>cerca de %1</translation>
    </message>
    <message>
        <source>During %1, %2 warmed from %3 to %4 while its rate fell from %5 to %6: heat may have slowed it.</source>
        <translation>Durante %1, %2 esquentou de %3 para %4 enquanto a taxa caiu de %5 para %6: o calor pode tê-la desacelerado.</translation>
    </message>
    <message>
        <source>%1 before, %2 at most, %3 after</source>
        <translation>%1 antes, no máximo %2, %3 depois</translation>
    </message>
    <message>
        <source>Temperature of %1: %2.</source>
        <translation>Temperatura de %1: %2.</translation>
    </message>
    <message>
        <source>%1 reached %2, at or above its warning threshold of %3: drives slow themselves down there, so figures measured hot may be below the drive&apos;s best.</source>
        <translation>%1 chegou a %2, no limite de aviso de %3 ou acima dele: ali as unidades se desaceleram, então valores medidos quentes podem ficar abaixo do melhor da unidade.</translation>
    </message>
    <message>
        <source>%1 has made itself read-only: it protects the data it still holds, and no write figure is possible.</source>
        <translation>%1 tornou-se somente leitura: protege os dados que ainda guarda, e nenhum valor de gravação é possível.</translation>
    </message>
    <message>
        <source>%1 reports its reliability degraded: copy your data off it; its figures may include retries.</source>
        <translation>%1 relata confiabilidade degradada: copie seus dados dele; seus valores podem incluir novas tentativas.</translation>
    </message>
    <message>
        <source>%1 has only %2 of its spare blocks left, below its threshold of %3: it is near the end of its life.</source>
        <translation>%1 tem só %2 de seus blocos reserva, abaixo do limite de %3: está perto do fim da vida útil.</translation>
    </message>
    <message>
        <source>%1 has used %2 of its rated endurance: worn flash takes longer to write.</source>
        <translation>%1 usou %2 de sua resistência nominal: flash desgastado demora mais para gravar.</translation>
    </message>
    <message>
        <source>%1 reports %2 media errors (data it could not read back): reads that meet them are retried and slow, and the data there is at risk.</source>
        <translation>%1 relata %2 erros de mídia (dados que não conseguiu ler de volta): leituras que os encontram são repetidas e lentas, e os dados ali estão em risco.</translation>
    </message>
    <message>
        <source>The SMART data of %1 says the drive is failing: copy your data off it; its figures may include retries.</source>
        <translation>Os dados SMART de %1 dizem que a unidade está falhando: copie seus dados dela; seus valores podem incluir novas tentativas.</translation>
    </message>
    <message>
        <source>%1 has %2 unreadable sectors waiting to be reallocated: reads that meet them are retried, which slows them.</source>
        <translation>%1 tem %2 setores ilegíveis aguardando realocação: leituras que os encontram são repetidas, o que as torna lentas.</translation>
    </message>
    <message>
        <source>%1 has moved %2 sectors to spares: reads of them take a detour.</source>
        <translation>%1 moveu %2 setores para a reserva: leituras deles fazem um desvio.</translation>
    </message>
    <message>
        <source>During the run, the media errors of %1 rose from %2 to %3.</source>
        <translation>Durante a execução, os erros de mídia de %1 subiram de %2 para %3.</translation>
    </message>
    <message>
        <source>During the run, the pending sectors of %1 rose from %2 to %3.</source>
        <translation>Durante a execução, os setores pendentes de %1 subiram de %2 para %3.</translation>
    </message>
    <message>
        <source>During the run, %1 spent %2 min above its warning temperature: it slows itself down there, so figures may be below its best.</source>
        <translation>Durante a execução, %1 passou %2 min acima da temperatura de alerta: ali ela se desacelera, então os valores podem estar abaixo do seu melhor.</translation>
    </message>
    <message>
        <source>%1 used</source>
        <translation>%1 usado</translation>
    </message>
    <message>
        <source>spare %1</source>
        <translation>reserva %1</translation>
    </message>
    <message>
        <source>SMART failing</source>
        <translation>SMART: falhando</translation>
    </message>
    <message>
        <source>SMART good</source>
        <translation>SMART bom</translation>
    </message>
    <message>
        <source>%1 reallocated</source>
        <translation>%1 realocados</translation>
    </message>
    <message>
        <source>%1 pending sectors</source>
        <translation>%1 setores pendentes</translation>
    </message>
    <message>
        <source>%1 h powered on</source>
        <translation>%1 h ligado</translation>
    </message>
    <message>
        <source>%1 media errors</source>
        <translation>%1 erros de mídia</translation>
    </message>
    <message>
        <source>Health of %1: %2.</source>
        <translation>Saúde de %1: %2.</translation>
    </message>
    <message>
        <source>This virtual machine halts an idle processor at once (cpuidle %1 without polling): every I/O at queue depth 1 waits for a virtual CPU to wake, which can hold the QD1 figures of a fast drive far below what it does.</source>
        <translation>Esta máquina virtual para um processador ocioso imediatamente (cpuidle %1 sem polling): cada E/S com profundidade de fila 1 espera uma CPU virtual acordar, o que pode manter os valores QD1 de uma unidade rápida muito abaixo do que ela faz.</translation>
    </message>
    <message>
        <source>This USB %1 device runs at %2: it is on a slower port, hub or cable. On a port of its own speed it could pass up to %3.</source>
        <translation>Este dispositivo USB %1 funciona em %2: está conectado a uma porta, hub ou cabo mais lento. Em uma porta da sua própria velocidade, poderia transferir até %3.</translation>
    </message>
</context>
<context>
    <name>Sektor::DeviceIdentity</name>
    <message>
        <source>the drive changed after you agreed to overwrite it: another drive has its name now, and nothing was written to it</source>
        <translation>a unidade mudou depois que você concordou em sobrescrevê-la: agora outra unidade tem o nome dela, e nada foi gravado nela</translation>
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
        <source>%1 ran out of space during the test: its filesystem, or the storage under it (a thin-provisioned volume, a loop device&apos;s backing file), is full.</source>
        <translation>%1 ficou sem espaço durante o teste: o sistema de arquivos, ou o armazenamento abaixo dele (um volume com provisionamento fino, o arquivo por trás de um dispositivo loop), está cheio.</translation>
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
    <message>
        <source>The system refused the threads or memory this test needs: a limit on processes, tasks or memory is reached.</source>
        <translation>O sistema recusou as threads ou a memória de que este teste precisa: um limite de processos, tarefas ou memória foi atingido.</translation>
    </message>
    <message>
        <source>%1 needs %2 of buffers; a run may use %3, a quarter of the available memory</source>
        <translation>%1 precisa de %2 de buffers; uma execução pode usar %3, um quarto da memória disponível</translation>
    </message>
    <message>
        <source>%1 belongs to a filesystem of the kernel, with no drive below it: name a directory on the drive to test.</source>
        <translation>%1 pertence a um sistema de arquivos do kernel, sem nenhuma unidade por baixo: indique um diretório na unidade a testar.</translation>
    </message>
    <message>
        <source>%1 needs %2 of buffers; the memory limit of this process (its cgroup: a service&apos;s MemoryMax or a container&apos;s limit) leaves them %3</source>
        <translation>%1 precisa de %2 de buffers; o limite de memória deste processo (seu cgroup: o MemoryMax de um serviço ou o limite de um contêiner) deixa para eles %3</translation>
    </message>
    <message>
        <source>%1 is a partition, and this test asks the drive itself: its self-test covers all of the drive. Choose the whole drive.</source>
        <translation>%1 é uma partição, e este teste pergunta à própria unidade: seu autoteste abrange a unidade inteira. Escolha a unidade inteira.</translation>
    </message>
</context>
<context>
    <name>Sektor::Gui::AccessTimeChart</name>
    <message>
        <source>Access time by position</source>
        <translation>Tempo de acesso por posição</translation>
    </message>
    <message>
        <source>Run the %1 on a drive to see how long a random read takes across it.</source>
        <translation>Execute o %1 em uma unidade para ver quanto tempo leva uma leitura aleatória em toda ela.</translation>
    </message>
    <message>
        <source>Reads</source>
        <translation>Leituras</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>Média</translation>
    </message>
    <message>
        <source>99th percentile</source>
        <translation>percentil 99</translation>
    </message>
    <message>
        <source>mean %1 ms, median %2 ms, 99th percentile %3 ms</source>
        <translation>média %1 ms, mediana %2 ms, percentil 99 %3 ms</translation>
    </message>
    <message>
        <source>Position [GB]</source>
        <translation>Posição [GB]</translation>
    </message>
    <message>
        <source>Latency [ms]</source>
        <translation>Latência [ms]</translation>
    </message>
</context>
<context>
    <name>Sektor::Gui::BatchReportFields</name>
    <message>
        <source>Choose a Folder for the Reports</source>
        <translation>Escolher uma pasta para os relatórios</translation>
    </message>
    <message>
        <source>&amp;Operator:</source>
        <translation>&amp;Operador:</translation>
    </message>
    <message>
        <source>Who tests the drives</source>
        <translation>Quem testa as unidades</translation>
    </message>
    <message>
        <source>C&amp;ustomer:</source>
        <translation>&amp;Cliente:</translation>
    </message>
    <message>
        <source>For whom</source>
        <translation>Para quem</translation>
    </message>
    <message>
        <source>&amp;Reports:</source>
        <translation>&amp;Relatórios:</translation>
    </message>
    <message>
        <source>No reports, the results go to the history only</source>
        <translation>Sem relatórios, os resultados vão só para o histórico</translation>
    </message>
    <message>
        <source>A certificate per drive (PDF and HTML, named by its serial number and the date, never over another file) and the batch&apos;s summary are written into this folder.</source>
        <translation>Um certificado por unidade (PDF e HTML, nomeado pelo número de série e pela data, nunca sobre outro arquivo) e o resumo da série são gravados nesta pasta.</translation>
    </message>
    <message>
        <source>C&amp;hoose…</source>
        <translation>&amp;Escolher…</translation>
    </message>
    <message>
        <source>The certificates are signed in the reports folder: choose one, or clear the signing key.</source>
        <translation>Os certificados são assinados na pasta de relatórios: escolha uma ou limpe a chave de assinatura.</translation>
    </message>
    <message>
        <source>Choose an OpenSSH Private Key</source>
        <translation>Escolher uma chave privada OpenSSH</translation>
    </message>
    <message>
        <source>Si&amp;gning key:</source>
        <translation>Chave de assina&amp;tura:</translation>
    </message>
    <message>
        <source>None: the certificates are not signed</source>
        <translation>Nenhuma: os certificados não são assinados</translation>
    </message>
    <message>
        <source>An OpenSSH private key without a passphrase (such as ~/.ssh/id_ed25519). Each certificate gets a signature beside it (FILE.pdf.sig) that anyone with the public key can check: sektor-cli certificate verify, or ssh-keygen -Y verify.</source>
        <translation>Uma chave privada OpenSSH sem frase secreta (como ~/.ssh/id_ed25519). Cada certificado recebe ao lado uma assinatura (ARQUIVO.pdf.sig) que qualquer pessoa com a chave pública pode verificar: sektor-cli certificate verify ou ssh-keygen -Y verify.</translation>
    </message>
    <message>
        <source>Choose K&amp;ey…</source>
        <translation>Escolher c&amp;have…</translation>
    </message>
</context>
<context>
    <name>Sektor::Gui::BatchTable</name>
    <message>
        <source>waiting</source>
        <translation>aguardando</translation>
    </message>
    <message>
        <source>preparing</source>
        <translation>preparando</translation>
    </message>
    <message>
        <source>measuring</source>
        <translation>medindo</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Unidade</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Progresso</translation>
    </message>
    <message>
        <source>Time left</source>
        <translation>Tempo restante</translation>
    </message>
    <message>
        <source>Read</source>
        <translation>Leitura</translation>
    </message>
    <message>
        <source>Write</source>
        <translation>Gravação</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Observações</translation>
    </message>
    <message>
        <source>%1 read, the profile&apos;s first test</source>
        <translation>%1 leitura, o primeiro teste do perfil</translation>
    </message>
    <message>
        <source>%1 write, the profile&apos;s first test</source>
        <translation>%1 gravação, o primeiro teste do perfil</translation>
    </message>
    <message numerus="yes">
        <source>%1 (and %n more)</source>
        <translation>
            <numerusform>%1 (e mais %n)</numerusform>
            <numerusform>%1 (e mais %n)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Sektor::Gui::BatchWindow</name>
    <message>
        <source>Choose a Folder to Test</source>
        <translation>Escolha uma pasta para testar</translation>
    </message>
    <message>
        <source>Stopping after the drive being measured… The drives that finished stay.</source>
        <translation>Parando após a unidade em medição… As unidades concluídas ficam.</translation>
    </message>
    <message>
        <source>Cannot Start the Batch</source>
        <translation>Não é possível iniciar a série</translation>
    </message>
    <message>
        <source>The write test was not confirmed.</source>
        <translation>O teste de gravação não foi confirmado.</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Iniciando…</translation>
    </message>
    <message>
        <source>Drive %1 of %2: %3 · about %4 left for the batch</source>
        <translation>Unidade %1 de %2: %3 · faltam cerca de %4 para a série</translation>
    </message>
    <message>
        <source>%1 of %2 reports written to %3.</source>
        <translation>%1 de %2 relatórios gravados em %3.</translation>
    </message>
    <message>
        <source>A batch of drive benchmarks is running</source>
        <translation>Uma série de testes de unidades está em andamento</translation>
    </message>
    <message>
        <source>Test Several Drives</source>
        <translation>Testar várias unidades</translation>
    </message>
    <message>
        <source>Tick the drives to test. Each runs the profile of the main window (%1) with its options, one after another: drives measured at the same time would share their bus and read slow. A drive that fails or is skipped does not stop the others, and every result goes to the history.</source>
        <translation>Marque as unidades a testar. Cada uma executa o perfil da janela principal (%1) com as suas opções, uma após a outra: unidades medidas ao mesmo tempo dividiriam o barramento e pareceriam lentas. Uma unidade que falha ou é pulada não para as outras, e todo resultado vai para o histórico.</translation>
    </message>
    <message>
        <source>Add &amp;Folder…</source>
        <translation>Adicionar &amp;pasta…</translation>
    </message>
    <message>
        <source>Re&amp;scan</source>
        <translation>&amp;Atualizar lista</translation>
    </message>
    <message>
        <source>Stop This &amp;Drive</source>
        <translation>Parar esta uni&amp;dade</translation>
    </message>
    <message>
        <source>S&amp;kip Drive</source>
        <translation>Pu&amp;lar unidade</translation>
    </message>
    <message>
        <source>Stop &amp;Batch</source>
        <translation>Parar &amp;série</translation>
    </message>
    <message>
        <source>&amp;New Batch</source>
        <translation>&amp;Nova série</translation>
    </message>
    <message>
        <source>Start &amp;Batch</source>
        <translation>&amp;Iniciar série</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fechar</translation>
    </message>
    <message>
        <source>Drives ticked: %1</source>
        <translation>Unidades marcadas: %1</translation>
    </message>
    <message>
        <source>O&amp;pen Reports Folder</source>
        <translation>A&amp;brir pasta de relatórios</translation>
    </message>
    <message>
        <source>Measuring %1 drives at once · about %2 left for the batch</source>
        <translation>Medindo %1 unidades ao mesmo tempo · faltam cerca de %2 para a série</translation>
    </message>
    <message>
        <source>Drives on separate controllers at the same &amp;time</source>
        <translation>Unidades em controladoras separadas ao &amp;mesmo tempo</translation>
    </message>
    <message>
        <source>Drives that share a controller or bus (disks on one SATA controller, USB drives on one host controller, folders on one drive, drives through the helper) still run one after another: measured at once they would share its bandwidth and read slow. Drives measured at once also share the processor and memory, which can lower fast drives&apos; figures.</source>
        <translation>Unidades que compartilham uma controladora ou barramento (discos em uma controladora SATA, unidades USB em uma controladora host, pastas em uma unidade, unidades pelo auxiliar) continuam uma após a outra: medidas ao mesmo tempo dividiriam a sua largura de banda e pareceriam lentas. Unidades medidas ao mesmo tempo também dividem o processador e a memória, o que pode reduzir os valores de unidades rápidas.</translation>
    </message>
    <message>
        <source>Measuring drive %1 again before it is flagged: %2 · about %3 left for the batch</source>
        <translation>Medindo a unidade %1 novamente antes de marcá-la: %2 · cerca de %3 restantes para o lote</translation>
    </message>
    <message>
        <source>Station &amp;Mode…</source>
        <translation>&amp;Modo estação…</translation>
    </message>
    <message>
        <source>Test each drive as it is plugged in, with this profile, and certify it</source>
        <translation>Testa cada unidade assim que for conectada, com este perfil, e emite seu certificado</translation>
    </message>
</context>
<context>
    <name>Sektor::Gui::BlockMapView</name>
    <message>
        <source>%1–%2 GB: %3</source>
        <translation>%1–%2 GB: %3</translation>
    </message>
</context>
<context>
    <name>Sektor::Gui::BlockSizeChart</name>
    <message>
        <source>Block size sweep</source>
        <translation>Varredura de tamanho de bloco</translation>
    </message>
    <message>
        <source>solid: throughput · dashed: IOPS</source>
        <translation>contínua: vazão · tracejada: IOPS</translation>
    </message>
    <message>
        <source>Block size</source>
        <translation>Tamanho de bloco</translation>
    </message>
    <message>
        <source>Throughput [%1]</source>
        <translation>Vazão [%1]</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>Run the %1 profile to see throughput against block size.</source>
        <translation>Execute o perfil %1 para ver a vazão por tamanho de bloco.</translation>
    </message>
</context>
<context>
    <name>Sektor::Gui::BurnInBlockMap</name>
    <message>
        <source>Burn-in</source>
        <translation>Burn-in</translation>
    </message>
    <message>
        <source>Run the %1 on a drive to see how fast each part of it wrote and read back, and where it failed.</source>
        <translation>Execute o %1 numa unidade para ver a que velocidade cada parte dela foi gravada e lida de volta, e onde falhou.</translation>
    </message>
    <message>
        <source>Burn-in: slowest block per cell</source>
        <translation>Burn-in: bloco mais lento por célula</translation>
    </message>
    <message>
        <source>blocks per latency class (written and read), ranges per failure; a cell is %1 of the device</source>
        <translation>blocos por classe de latência (gravados e lidos), intervalos por falha; uma célula é %1 do dispositivo</translation>
    </message>
</context>
<context>
    <name>Sektor::Gui::BurnInOptionRows</name>
    <message>
        <source>Never</source>
        <translation>Nunca</translation>
    </message>
    <message>
        <source>1 failed range</source>
        <translation>1 intervalo com falha</translation>
    </message>
    <message numerus="yes">
        <source>%n failed ranges</source>
        <translation>
            <numerusform>%n intervalos com falha</numerusform>
            <numerusform>%n intervalos com falha</numerusform>
        </translation>
    </message>
    <message>
        <source>below %1 MB/s</source>
        <translation>abaixo de %1 MB/s</translation>
    </message>
    <message>
        <source>for %1 min</source>
        <translation>por %1 min</translation>
    </message>
    <message>
        <source>for %1 s</source>
        <translation>por %1 s</translation>
    </message>
    <message>
        <source>above %1 °C</source>
        <translation>acima de %1 °C</translation>
    </message>
    <message>
        <source>&amp;Passes:</source>
        <translation>&amp;Passagens:</translation>
    </message>
    <message>
        <source>Patterns:</source>
        <translation>Padrões:</translation>
    </message>
    <message>
        <source>Stop &amp;after:</source>
        <translation>P&amp;arar após:</translation>
    </message>
    <message>
        <source>Stop if slo&amp;wer:</source>
        <translation>Parar se mais &amp;lento:</translation>
    </message>
    <message>
        <source>Stop if &amp;hotter:</source>
        <translation>Parar se mais &amp;quente:</translation>
    </message>
    <message>
        <source>Stamps</source>
        <translation>Carimbos</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Aleatório</translation>
    </message>
    <message>
        <source>Zeros</source>
        <translation>Zeros</translation>
    </message>
    <message>
        <source>Ones</source>
        <translation>Uns</translation>
    </message>
    <message>
        <source>Each block stamped with its place, the pass and the pattern: shows where data came back from, and so fake capacity</source>
        <translation>Cada bloco carimbado com a sua posição, a passagem e o padrão: mostra de onde os dados voltaram e, assim, capacidade falsa</translation>
    </message>
    <message>
        <source>Random data, new in each pass: no drive can compress or deduplicate it</source>
        <translation>Dados aleatórios, novos em cada passagem: nenhuma unidade consegue comprimi-los ou deduplicá-los</translation>
    </message>
    <message>
        <source>All bits 0</source>
        <translation>Todos os bits 0</translation>
    </message>
    <message>
        <source>All bits 1</source>
        <translation>Todos os bits 1</translation>
    </message>
    <message>
        <source>Burn-in pattern: %1</source>
        <translation>Padrão do burn-in: %1</translation>
    </message>
    <message>
        <source>How many times each pattern is written over the whole drive and read back</source>
        <translation>Quantas vezes cada padrão é gravado na unidade inteira e lido de volta</translation>
    </message>
    <message>
        <source>End the burn-in once this many ranges failed (unreadable, corrupt or unwritable): a drive that bad fails anyway</source>
        <translation>Terminar o burn-in assim que tantos intervalos falharem (ilegíveis, corrompidos ou impossíveis de gravar): uma unidade tão ruim reprova de qualquer forma</translation>
    </message>
    <message>
        <source>End the burn-in when the drive stays slower than this for the time beside it</source>
        <translation>Terminar o burn-in quando a unidade ficar mais lenta que isto pelo tempo ao lado</translation>
    </message>
    <message>
        <source>End the burn-in when the drive reports a temperature above this</source>
        <translation>Terminar o burn-in quando a unidade informar uma temperatura acima desta</translation>
    </message>
    <message>
        <source>Burn-in passes</source>
        <translation>Passagens do burn-in</translation>
    </message>
    <message>
        <source>Stop after failed ranges</source>
        <translation>Parar após intervalos com falha</translation>
    </message>
    <message>
        <source>Stop if slower than</source>
        <translation>Parar se mais lento que</translation>
    </message>
    <message>
        <source>Slower for</source>
        <translation>Mais lento por</translation>
    </message>
    <message>
        <source>Stop if hotter than</source>
        <translation>Parar se mais quente que</translation>
    </message>
</context>
<context>
    <name>Sektor::Gui::BurnInPanel</name>
    <message>
        <source>Written</source>
        <translation>Gravados</translation>
    </message>
    <message>
        <source>Read</source>
        <translation>Lidos</translation>
    </message>
    <message>
        <source>Found</source>
        <translation>Encontrado</translation>
    </message>
    <message>
        <source>First LBA</source>
        <translation>Primeiro LBA</translation>
    </message>
    <message>
        <source>Last LBA</source>
        <translation>Último LBA</translation>
    </message>
    <message>
        <source>From byte</source>
        <translation>A partir do byte</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Comprimento</translation>
    </message>
    <message>
        <source>Does every block of this drive hold what is written to it?</source>
        <translation>Cada bloco desta unidade guarda o que é gravado nele?</translation>
    </message>
    <message>
        <source>&lt;p&gt;The %1 writes every block of the drive with a pattern, reads it back and checks it, pass after pass, timing each block. It names every range that could not be written or read or came back changed, exact to the block, shows each block&apos;s time in the surface testers&apos; six classes, and tells fake capacity.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Everything on the drive is overwritten.&lt;/b&gt; More… sets the passes, the patterns and when to stop early.&lt;/p&gt;</source>
        <translation>&lt;p&gt;O %1 grava cada bloco da unidade com um padrão, lê de volta e verifica, passagem após passagem, cronometrando cada bloco. Ele aponta cada intervalo que não pôde ser gravado ou lido ou que voltou alterado, exato ao bloco, mostra o tempo de cada bloco nas seis classes dos testadores de superfície e detecta capacidade falsa.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Tudo na unidade é sobrescrito.&lt;/b&gt; Mais… define as passagens, os padrões e quando parar antes.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Verdict: %1</source>
        <translation>Veredito: %1</translation>
    </message>
</context>
<context>
    <name>Sektor::Gui::BurnInRateChart</name>
    <message>
        <source>Write and read rate by position</source>
        <translation>Taxa de gravação e leitura por posição</translation>
    </message>
    <message>
        <source>Run the %1 on a drive to see its write and read rates from the first sector to the last.</source>
        <translation>Execute o %1 numa unidade para ver as suas taxas de gravação e leitura do primeiro ao último setor.</translation>
    </message>
    <message>
        <source>Write rate</source>
        <translation>Taxa de gravação</translation>
    </message>
    <message>
        <source>Read rate</source>
        <translation>Taxa de leitura</translation>
    </message>
    <message>
        <source>write min %1, mean %2 MB/s</source>
        <translation>gravação mín. %1, média %2 MB/s</translation>
    </message>
    <message>
        <source>read min %1, mean %2 MB/s</source>
        <translation>leitura mín. %1, média %2 MB/s</translation>
    </message>
    <message>
        <source>Position [GB]</source>
        <translation>Posição [GB]</translation>
    </message>
</context>
<context>
    <name>Sektor::Gui::CapacityBar</name>
    <message>
        <source>lost: writes here land on the drive&apos;s start</source>
        <translation>perdido: o que é gravado aqui vai parar no início da unidade</translation>
    </message>
    <message>
        <source>lost: nothing is kept</source>
        <translation>perdido: nada é guardado</translation>
    </message>
    <message>
        <source>did not keep what was written</source>
        <translation>não guardou o que foi gravado</translation>
    </message>
    <message>
        <source>%1 – %2: %3</source>
        <translation>%1 – %2: %3</translation>
    </message>
    <message>
        <source>not checked to the end</source>
        <translation>não verificado até o fim</translation>
    </message>
    <message>
        <source>the places checked here kept what was written</source>
        <translation>os pontos verificados aqui guardaram o que foi gravado</translation>
    </message>
</context>
<context>
    <name>Sektor::Gui::ChartsPage</name>
    <message>
        <source>&amp;Logarithmic throughput scale</source>
        <translation>Escala &amp;logarítmica de vazão</translation>
    </message>
    <message>
        <source>Slow random results stay readable next to fast sequential ones.</source>
        <translation>Resultados aleatórios lentos continuam legíveis ao lado dos sequenciais rápidos.</translation>
    </message>
</context>
<context>
    <name>Sektor::Gui::CompareDialog</name>
    <message>
        <source>Compare Runs</source>
        <translation>Comparar medições</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unidade</translation>
    </message>
    <message>
        <source>&amp;Unit:</source>
        <translation>U&amp;nidade:</translation>
    </message>
    <message>
        <source>Copy as &amp;Text</source>
        <translation>Copiar como &amp;texto</translation>
    </message>
    <message>
        <source>Copy as &amp;Markdown</source>
        <translation>Copiar como &amp;Markdown</translation>
    </message>
    <message>
        <source>&amp;Save Image…</source>
        <translation>&amp;Salvar imagem…</translation>
    </message>
    <message numerus="yes">
        <source>%n runs compared.</source>
        <translation>
            <numerusform>%n medição comparada.</numerusform>
            <numerusform>%n medições comparadas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Conditions differ between these runs; the figures may differ for that reason:</source>
        <translation>As condições destas medições diferem; os valores podem diferir também por isso:</translation>
    </message>
    <message>
        <source>Test [%1]</source>
        <translation>Teste [%1]</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 vs %2</translation>
    </message>
    <message>
        <source>Save Comparison Image</source>
        <translation>Salvar imagem da comparação</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>Imagens PNG (*.png)</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>Teste</translation>
    </message>
    <message>
        <source>Copy &amp;Image</source>
        <translation>Copiar &amp;imagem</translation>
    </message>
</context>
<context>
    <name>Sektor::Gui::CompareImage</name>
    <message>
        <source>%1 to %2</source>
        <extracomment>The dates of the compared runs in the comparison picture: &quot;11/1/26 to 11/29/26&quot;.</extracomment>
        <translation>%1 a %2</translation>
    </message>
    <message numerus="yes">
        <source>and %n more notes in the shared text</source>
        <extracomment>Under a run&apos;s caveats in the comparison picture, when not all of them fit; Copy as Text has them all.</extracomment>
        <translation>
            <numerusform>e mais %n observação no texto compartilhado</numerusform>
            <numerusform>e mais %n observações no texto compartilhado</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Comparison of %n runs</source>
        <translation>
            <numerusform>Comparação de %n medição</numerusform>
            <numerusform>Comparação de %n medições</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: comparison of %n runs</source>
        <extracomment>The comparison picture&apos;s title when every run measured one drive: &quot;Samsung SSD 980 PRO: comparison of 3 runs&quot;.</extracomment>
        <translation>
            <numerusform>%1: comparação de %n medição</numerusform>
            <numerusform>%1: comparação de %n medições</numerusform>
        </translation>
    </message>
    <message>
        <source>in files per second</source>
        <translation>em arquivos por segundo</translation>
    </message>
    <message>
        <source>in %1</source>
        <translation>em %1</translation>
    </message>
    <message>
        <source>%1 · %2 · changes against %3</source>
        <extracomment>The comparison picture&apos;s subtitle: &quot;11/1/26 to 11/29/26 · in MB/s · changes against #1&quot;.</extracomment>
        <translation>%1 · %2 · variações em relação a %3</translation>
    </message>
</context>
<context>
    <name>Sektor::Gui::ConditionsBlock</name>
    <message>
        <source>Conditions behind these figures</source>
        <translation>Condições por trás destes valores</translation>
    </message>
    <message>
        <source>Hide conditions</source>
        <translation>Ocultar condições</translation>
    </message>
    <message>
        <source>Conditions (%1)</source>
        <translation>Condições (%1)</translation>
    </message>
    <message>
        <source>Hide the conditions behind these figures</source>
        <translation>Ocultar as condições por trás destes valores</translation>
    </message>
    <message>
        <source>Why the figures are what they are:</source>
        <translation>Por que os valores são o que são:</translation>
    </message>
</context>
<context>
    <name>Sektor::Gui::DestroyDataDialog</name>
    <message>
        <source>Destroy All Data on %1?</source>
        <translation>Destruir todos os dados em %1?</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;The write tests overwrite the whole test area of %1. All data on this drive will be destroyed:&lt;/b&gt; every partition, filesystem and file on it. This cannot be undone.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Os testes de gravação sobrescrevem toda a área de teste de %1. Todos os dados desta unidade serão destruídos:&lt;/b&gt; todas as partições, sistemas de arquivos e arquivos nela. Isso não pode ser desfeito.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>swap</source>
        <translation>swap</translation>
    </message>
    <message>
        <source>no mounted filesystem</source>
        <translation>nenhum sistema de arquivos montado</translation>
    </message>
    <message>
        <source>, mounted at %1</source>
        <translation>, montada em %1</translation>
    </message>
    <message>
        <source>no partitions</source>
        <translation>nenhuma partição</translation>
    </message>
    <message>
        <source>&lt;table&gt;&lt;tr&gt;&lt;td&gt;Drive:&lt;/td&gt;&lt;td&gt;&lt;b&gt;%1&lt;/b&gt;&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Model:&lt;/td&gt;&lt;td&gt;%2&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Serial:&lt;/td&gt;&lt;td&gt;%3&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Size:&lt;/td&gt;&lt;td&gt;%4&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;&lt;p&gt;Partitions:&lt;/p&gt;&lt;ul&gt;%5&lt;/ul&gt;</source>
        <translation>&lt;table&gt;&lt;tr&gt;&lt;td&gt;Unidade:&lt;/td&gt;&lt;td&gt;&lt;b&gt;%1&lt;/b&gt;&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Modelo:&lt;/td&gt;&lt;td&gt;%2&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Número de série:&lt;/td&gt;&lt;td&gt;%3&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Tamanho:&lt;/td&gt;&lt;td&gt;%4&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;&lt;p&gt;Partições:&lt;/p&gt;&lt;ul&gt;%5&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>To confirm, type the device name &lt;b&gt;%1&lt;/b&gt;:</source>
        <translation>Para confirmar, digite o nome do dispositivo &lt;b&gt;%1&lt;/b&gt;:</translation>
    </message>
    <message>
        <source>Device name to confirm</source>
        <translation>Nome do dispositivo para confirmar</translation>
    </message>
    <message>
        <source>&amp;Destroy Data and Run</source>
        <translation>&amp;Destruir dados e executar</translation>
    </message>
</context>
<context>
    <name>Sektor::Gui::DriveInfoPanel</name>
    <message>
        <source>Drive: %1</source>
        <translation>Unidade: %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Firmware: %1</source>
        <translation>Firmware: %1</translation>
    </message>
    <message>
        <source>%1 °C</source>
        <translation>%1 °C</translation>
    </message>
    <message>
        <source>Filesystem: %1</source>
        <translation>Sistema de arquivos: %1</translation>
    </message>
    <message>
        <source>%1 free of %2</source>
        <translation>%1 livres de %2</translation>
    </message>
    <message>
        <source>No target selected</source>
        <translation>Nenhum destino selecionado</translation>
    </message>
    <message>
        <source>This target is read-only: only read tests can run.</source>
        <translation>Este destino é somente leitura: só testes de leitura podem ser executados.</translation>
    </message>
    <message>
        <source>Raw device: read tests read what is on the drive; areas never written (or trimmed) may read unrealistically fast.</source>
        <translation>Dispositivo bruto: os testes de leitura leem o que está na unidade; áreas nunca gravadas (ou com TRIM) podem ser lidas com velocidade irreal.</translation>
    </message>
    <message>
        <source>Write tests cannot run on this device: %1</source>
        <translation>Testes de gravação não podem ser executados neste dispositivo: %1</translation>
    </message>
    <message>
        <source>Write tests on a raw device destroy all data on it; you will be asked to confirm.</source>
        <translation>Testes de gravação em um dispositivo bruto destroem todos os dados nele; será pedida uma confirmação.</translation>
    </message>
    <message>
        <source>Drive details</source>
        <translation>Detalhes da unidade</translation>
    </message>
    <message>
        <source>Warnings about the target</source>
        <translation>Avisos sobre o destino</translation>
    </message>
    <message>
        <source>Health: %1</source>
        <translation>Saúde: %1</translation>
    </message>
</context>
<context>
    <name>Sektor::Gui::HealthCheckCharts</name>
    <message>
        <source>A health check moves no data: there is nothing to chart. Its verdict is on the Results tab.</source>
        <translation>Uma verificação de saúde não move dados: não há nada para mostrar em gráfico. O veredito está na aba Resultados.</translation>
    </message>
</context>
<context>
    <name>Sektor::Gui::HealthCheckPanel</name>
    <message>
        <source>Is this drive healthy?</source>
        <translation>Esta unidade está saudável?</translation>
    </message>
    <message>
        <source>&lt;p&gt;The Health Check reads what the drive says of its health, runs its own self-test (the short one unless More… says otherwise) and reads its self-test log. The verdict is PASS, ATTENTION or FAIL by documented rules, each rule that fired named.&lt;/p&gt;&lt;p&gt;No data is read or written; a stop tells the drive to abort its test.&lt;/p&gt;</source>
        <translation>&lt;p&gt;A Verificação de saúde lê o que a unidade diz da sua saúde, executa o autoteste da própria unidade (o curto, salvo indicação em Mais…) e lê o registro de autotestes. O veredito é APROVADO, ATENÇÃO ou REPROVADO segundo regras documentadas, com cada regra acionada indicada.&lt;/p&gt;&lt;p&gt;Nenhum dado é lido ou escrito; parar indica à unidade que interrompa o teste.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Verdict: %1</source>
        <translation>Veredito: %1</translation>
    </message>
</context>
<context>
    <name>Sektor::Gui::HistoryPage</name>
    <message>
        <source>All drives</source>
        <translation>Todas as unidades</translation>
    </message>
    <message>
        <source>%1 — 1 run</source>
        <translation>%1 — 1 medição</translation>
    </message>
    <message numerus="yes">
        <source>%1 — %n runs</source>
        <translation>
            <numerusform>%1 — %n medição</numerusform>
            <numerusform>%1 — %n medições</numerusform>
        </translation>
    </message>
    <message>
        <source>No runs yet: every run you make is kept here.</source>
        <translation>Ainda não há medições: toda medição que você fizer fica guardada aqui.</translation>
    </message>
    <message>
        <source>Delete Runs</source>
        <translation>Remover medições</translation>
    </message>
    <message>
        <source>Delete this run from the history? This cannot be undone.</source>
        <translation>Remover esta medição do histórico? Isso não pode ser desfeito.</translation>
    </message>
    <message numerus="yes">
        <source>Delete these %n runs from the history? This cannot be undone.</source>
        <translation>
            <numerusform>Remover esta %n medição do histórico? Isso não pode ser desfeito.</numerusform>
            <numerusform>Remover estas %n medições do histórico? Isso não pode ser desfeito.</numerusform>
        </translation>
    </message>
    <message>
        <source>Show this run&apos;s figures and charts, marked as a past run</source>
        <translation>Mostra os valores e gráficos desta medição, marcada como medição anterior</translation>
    </message>
    <message>
        <source>Select two or more runs (Ctrl+click) to see them side by side</source>
        <translation>Selecione duas ou mais medições (Ctrl+clique) para vê-las lado a lado</translation>
    </message>
    <message>
        <source>Dri&amp;ve:</source>
        <translation>U&amp;nidade:</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Atualizar</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Abrir</translation>
    </message>
    <message>
        <source>C&amp;ompare</source>
        <translation>C&amp;omparar</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>Remo&amp;ver</translation>
    </message>
</context>
<context>
    <name>Sektor::Gui::HistoryRunsModel</name>
    <message>
        <source>Imported: measured on %1</source>
        <translation>Importada: medida em %1</translation>
    </message>
    <message>
        <source>%1 (on %2)</source>
        <translation>%1 (em %2)</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Unidade</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>Perfil</translation>
    </message>
    <message>
        <source>Read MB/s</source>
        <translation>Leitura MB/s</translation>
    </message>
    <message>
        <source>Write MB/s</source>
        <translation>Gravação MB/s</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Destino</translation>
    </message>
    <message>
        <source>Comment</source>
        <translation>Comentário</translation>
    </message>
</context>
<context>
    <name>Sektor::Gui::HistorySaver</name>
    <message>
        <source>Saved in the history as run %1.</source>
        <translation>Guardada no histórico como medição %1.</translation>
    </message>
    <message>
        <source>An earlier run that could not be saved then was added too.</source>
        <translation>Uma medição anterior que não pôde ser guardada na época também foi adicionada.</translation>
    </message>
    <message numerus="yes">
        <source>%n earlier runs that could not be saved then were added too.</source>
        <translation>
            <numerusform>%n medição anterior que não pôde ser guardada na época também foi adicionada.</numerusform>
            <numerusform>%n medições anteriores que não puderam ser guardadas na época também foram adicionadas.</numerusform>
        </translation>
    </message>
    <message>
        <source>The run is kept in %1 and joins the history with the next run saved.</source>
        <translation>A medição está guardada em %1 e entra no histórico com a próxima medição salva.</translation>
    </message>
    <message>
        <source>The run could not be kept elsewhere either: keep it with File › Export JSON….</source>
        <translation>A medição também não pôde ser guardada em outro lugar: guarde-a com Arquivo › Exportar JSON….</translation>
    </message>
</context>
<context>
    <name>Sektor::Gui::LatencyChart</name>
    <message>
        <source>Latency percentiles</source>
        <translation>Percentis de latência</translation>
    </message>
    <message>
        <source>Percentile</source>
        <translation>Percentil</translation>
    </message>
    <message>
        <source>Latency [%1]</source>
        <translation>Latência [%1]</translation>
    </message>
    <message>
        <source>p%1</source>
        <translation>p%1</translation>
    </message>
</context>
<context>
    <name>Sektor::Gui::LiveChart</name>
    <message>
        <source>Live throughput</source>
        <translation>Vazão ao vivo</translation>
    </message>
    <message>
        <source>Time [s]</source>
        <translation>Tempo [s]</translation>
    </message>
</context>
<context>
    <name>Sektor::Gui::Main</name>
    <message>
        <source>Usage: sektor [TARGET] [--quit-when-shown] [--autorun [sektor-cli run options] TARGET]
  TARGET              open with this folder or block device selected
  --version           print the version
  --quit-when-shown   print the time until the window is shown, then quit
  --autorun …         run once with these options (as sektor-cli run), write --json, quit</source>
        <translation>Uso: sektor [DESTINO] [--quit-when-shown] [--autorun [opções de sektor-cli run] DESTINO]
  DESTINO             abre com esta pasta ou dispositivo de bloco selecionado
  --version           mostra a versão
  --quit-when-shown   mostra o tempo até a janela aparecer e encerra
  --autorun …         executa uma vez com estas opções (como sektor-cli run), grava --json e encerra</translation>
    </message>
    <message>
        <source>%1 is neither a folder nor a drive that can be tested.</source>
        <translation>%1 não é uma pasta nem uma unidade que possa ser testada.</translation>
    </message>
</context>
<context>
    <name>Sektor::Gui::MainMenus</name>
    <message>
        <source>About Sektor</source>
        <translation>Sobre o Sektor</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Sektor %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;How fast is this drive, really? Sequential, random 4K and queue-depth performance, measured with direct I/O and reported as medians of several runs.&lt;/p&gt;&lt;p&gt;License: GPL-3.0-or-later&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Sektor %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Qual é a velocidade real desta unidade? Desempenho sequencial, aleatório 4K e por profundidade de fila, medido com E/S direta e informado como mediana de várias execuções.&lt;/p&gt;&lt;p&gt;Licença: GPL-3.0-or-later&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Arquivo</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;Benchmark</source>
        <translation>&amp;Medição</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Aj&amp;uda</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Sair</translation>
    </message>
    <message>
        <source>&amp;Run All Tests</source>
        <translation>E&amp;xecutar todos os testes</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>&amp;Parar</translation>
    </message>
    <message>
        <source>&amp;About Sektor</source>
        <translation>&amp;Sobre o Sektor</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Sobre o &amp;Qt</translation>
    </message>
    <message>
        <source>Test Several &amp;Drives…</source>
        <translation>Testar &amp;várias unidades…</translation>
    </message>
</context>
<context>
    <name>Sektor::Gui::MainWindow</name>
    <message>
        <source>Stopping…</source>
        <translation>Parando…</translation>
    </message>
    <message>
        <source>Cannot Start the Test</source>
        <translation>Não é possível iniciar o teste</translation>
    </message>
    <message>
        <source>Done.</source>
        <translation>Concluído.</translation>
    </message>
    <message>
        <source>Stopped.</source>
        <translation>Interrompido.</translation>
    </message>
    <message>
        <source>Stopped. The tests that finished are shown.</source>
        <translation>Interrompido. Os testes concluídos são exibidos.</translation>
    </message>
    <message>
        <source>The run stopped: %1</source>
        <translation>A execução foi interrompida: %1</translation>
    </message>
    <message>
        <source>The Test Failed</source>
        <translation>O teste falhou</translation>
    </message>
    <message>
        <source>&amp;Target:</source>
        <translation>&amp;Destino:</translation>
    </message>
    <message>
        <source>Look for drives again</source>
        <translation>Procurar unidades novamente</translation>
    </message>
    <message>
        <source>Rescan drives</source>
        <translation>Atualizar unidades</translation>
    </message>
    <message>
        <source>Rescan</source>
        <translation>Atualizar</translation>
    </message>
    <message>
        <source>C&amp;omment:</source>
        <translation>C&amp;omentário:</translation>
    </message>
    <message>
        <source>Optional: a note that goes with the shared results</source>
        <translation>Opcional: uma nota que acompanha os resultados compartilhados</translation>
    </message>
    <message>
        <source>Comment</source>
        <translation>Comentário</translation>
    </message>
    <message>
        <source>Resu&amp;lts</source>
        <translation>&amp;Resultados</translation>
    </message>
    <message>
        <source>&amp;Charts</source>
        <translation>Grá&amp;ficos</translation>
    </message>
    <message>
        <source>Done. Read the notes above the results.</source>
        <translation>Concluído. Leia as observações acima dos resultados.</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%1 em %2</translation>
    </message>
    <message>
        <source>Read these figures with care:</source>
        <translation>Leia estes valores com cuidado:</translation>
    </message>
    <message>
        <source>Before you start:</source>
        <translation>Antes de começar:</translation>
    </message>
    <message>
        <source>Drive Benchmark</source>
        <translation>Benchmark de unidades</translation>
    </message>
    <message>
        <source>A drive benchmark is running</source>
        <translation>Um benchmark de unidade está em execução</translation>
    </message>
    <message>
        <source>run %1 of the history, on %2 at %3</source>
        <translation>medição %1 do histórico, em %2 às %3</translation>
    </message>
    <message>
        <source>H&amp;istory</source>
        <translation>&amp;Histórico</translation>
    </message>
    <message>
        <source>The tests that finished are kept in the history.</source>
        <translation>Os testes concluídos são mantidos no histórico.</translation>
    </message>
    <message>
        <source>The history is turned off: the tests that finished will be lost.</source>
        <translation>O histórico está desativado: os testes concluídos serão perdidos.</translation>
    </message>
    <message>
        <source>Stop the Benchmark and Quit?</source>
        <translation>Parar o benchmark e sair?</translation>
    </message>
    <message>
        <source>A benchmark is running. Quitting stops it first and removes its test file.</source>
        <translation>Um benchmark está em execução. Sair o interrompe primeiro e remove o arquivo de teste.</translation>
    </message>
    <message>
        <source>&amp;Stop and Quit</source>
        <translation>&amp;Parar e sair</translation>
    </message>
    <message>
        <source>&amp;Keep Running</source>
        <translation>&amp;Continuar executando</translation>
    </message>
    <message>
        <source>the %1 profile at %2</source>
        <translation>perfil %1 em %2</translation>
    </message>
    <message>
        <source>Choose the drive the run began on.</source>
        <translation>Escolha a unidade em que a execução começou.</translation>
    </message>
    <message>
        <source>Cannot Go On</source>
        <translation>Não é possível continuar</translation>
    </message>
</context>
<context>
    <name>Sektor::Gui::PeerDistributionChart</name>
    <message>
        <source>Among the results of its model</source>
        <translation>Entre os resultados do seu modelo</translation>
    </message>
    <message>
        <source>Too few results of this model to compare: %1 so far, %2 needed.</source>
        <translation>Poucos resultados deste modelo para comparar: %1 até agora, são necessários %2.</translation>
    </message>
    <message>
        <source>No results of this model to compare with yet.</source>
        <translation>Ainda não há resultados deste modelo para comparar.</translation>
    </message>
    <message>
        <source>Results of %1</source>
        <translation>Resultados de %1</translation>
    </message>
    <message>
        <source>This result</source>
        <translation>Este resultado</translation>
    </message>
    <message>
        <source>Median</source>
        <translation>Mediana</translation>
    </message>
    <message>
        <source>Throughput [%1]</source>
        <translation>Vazão [%1]</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Resultados</translation>
    </message>
</context>
<context>
    <name>Sektor::Gui::PeerDistributionView</name>
    <message>
        <source>Among its model&apos;s results, &amp;test:</source>
        <translation>Entre os resultados do seu modelo, &amp;teste:</translation>
    </message>
</context>
<context>
    <name>Sektor::Gui::PositionMapChart</name>
    <message>
        <source>Read rate by position</source>
        <translation>Taxa de leitura por posição</translation>
    </message>
    <message>
        <source>Run the %1 or the %2 on a drive to see its read rate from the first sector to the last.</source>
        <translation>Execute o %1 ou a %2 em uma unidade para ver sua taxa de leitura do primeiro ao último setor.</translation>
    </message>
    <message>
        <source>Read rate</source>
        <translation>Taxa de leitura</translation>
    </message>
    <message>
        <source>Slow (below %1 % of the median)</source>
        <translation>Lento (abaixo de %1 % da mediana)</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>Média</translation>
    </message>
    <message>
        <source>min %1, mean %2, max %3 MB/s</source>
        <translation>mín. %1, média %2, máx. %3 MB/s</translation>
    </message>
    <message>
        <source>; stopped at %1 %</source>
        <translation>; parado em %1 %</translation>
    </message>
    <message>
        <source>Position [GB]</source>
        <translation>Posição [GB]</translation>
    </message>
</context>
<context>
    <name>Sektor::Gui::ProgressPanel</name>
    <message>
        <source>Preparing the test file: %1 of %2</source>
        <translation>Preparando o arquivo de teste: %1 de %2</translation>
    </message>
    <message>
        <source>Preparing…</source>
        <translation>Preparando…</translation>
    </message>
    <message>
        <source>Warming up %1</source>
        <translation>Aquecimento: %1</translation>
    </message>
    <message>
        <source>Measuring %1, run %2 of %3</source>
        <translation>Medindo %1, execução %2 de %3</translation>
    </message>
    <message>
        <source>Pause between tests</source>
        <translation>Pausa entre os testes</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Pronto</translation>
    </message>
    <message>
        <source>Elapsed %1 · about %2 left</source>
        <translation>Decorrido %1 · faltam cerca de %2</translation>
    </message>
    <message>
        <source>Progress of the run</source>
        <translation>Progresso da execução</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>· no sleep until done</source>
        <translation>· sem suspensão até o fim</translation>
    </message>
    <message>
        <source>Sektor asked the system not to suspend or dim the screen until the test ends.</source>
        <translation>O Sektor pediu ao sistema para não suspender nem escurecer a tela até o teste terminar.</translation>
    </message>
</context>
<context>
    <name>Sektor::Gui::ResultChart</name>
    <message>
        <source>No results yet: run a test to see this chart.</source>
        <translation>Ainda não há resultados: execute um teste para ver este gráfico.</translation>
    </message>
    <message>
        <source>The run was too short to draw this chart: it needs samples of 100 ms.</source>
        <translation>A execução foi curta demais para este gráfico: ele precisa de amostras de 100 ms.</translation>
    </message>
</context>
<context>
    <name>Sektor::Gui::ResultToolTip</name>
    <message>
        <source>%1 MB/s</source>
        <translation>%1 MB/s</translation>
    </message>
    <message>
        <source>%1 µs</source>
        <translation>%1 µs</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Median: %1 · %2 IOPS</source>
        <translation>Mediana: %1 · %2 IOPS</translation>
    </message>
    <message>
        <source>Latency: mean %1 · p99 %2</source>
        <translation>Latência: média %1 · p99 %2</translation>
    </message>
    <message>
        <source>Best %1 · worst %2 · spread %3 % over %4 runs</source>
        <translation>Melhor %1 · pior %2 · dispersão %3 % em %4 execuções</translation>
    </message>
    <message>
        <source>One run: no spread to show. Use more runs to see how steady the drive is.</source>
        <translation>Uma execução: sem dispersão a mostrar. Use mais execuções para ver quão estável é a unidade.</translation>
    </message>
    <message>
        <source>Unstable: the runs differ by more than %1 %. Run it again or use more runs.</source>
        <translation>Instável: as execuções diferem mais de %1 %. Execute de novo ou use mais execuções.</translation>
    </message>
    <message>
        <source>%1 files/s: %2 files in %3</source>
        <translation>%1 arquivos/s: %2 arquivos em %3</translation>
    </message>
    <message>
        <source>Latency per file: mean %1 · p50 %2 · p99 %3 · p99.9 %4</source>
        <translation>Latência por arquivo: média %1 · p50 %2 · p99 %3 · p99,9 %4</translation>
    </message>
    <message>
        <source>CPU time per file: %1</source>
        <translation>Tempo de CPU por arquivo: %1</translation>
    </message>
    <message>
        <source>%1: %2 %3</source>
        <translation>%1: %2 %3</translation>
    </message>
    <message>
        <source>Bytes over the test&apos;s time: %1 · %2 IOPS</source>
        <translation>Bytes pelo tempo do teste: %1 · %2 IOPS</translation>
    </message>
    <message>
        <source>CPU per I/O: %1</source>
        <translation>CPU por E/S: %1</translation>
    </message>
    <message>
        <source>CPU per I/O: %1 · I/O threads busy %2 % of the time</source>
        <translation>CPU por E/S: %1 · threads de E/S ocupadas %2 % do tempo</translation>
    </message>
    <message>
        <source>Limited by the processor, not the drive: the threads doing its I/O were busy %1 % of the time.</source>
        <translation>Limitado pelo processador, não pela unidade: as threads que faziam a sua E/S estiveram ocupadas %1 % do tempo.</translation>
    </message>
</context>
<context>
    <name>Sektor::Gui::ResultsCaption</name>
    <message>
        <source>Median</source>
        <translation>Mediana</translation>
    </message>
    <message>
        <source>Best run</source>
        <translation>Melhor execução</translation>
    </message>
    <message>
        <source>Show the median of the runs (Sektor) or the best run (as CrystalDiskMark does)</source>
        <translation>Mostrar a mediana das execuções (Sektor) ou a melhor execução (como o CrystalDiskMark)</translation>
    </message>
    <message>
        <source>Figure shown</source>
        <translation>Valor mostrado</translation>
    </message>
    <message>
        <source>Pick a drive or folder above and press All (F5) to measure it.</source>
        <translation>Escolha acima uma unidade ou pasta e pressione Todos (F5) para medi-la.</translation>
    </message>
    <message>
        <source>These figures are from %1, not from the selected target.</source>
        <translation>Estes valores são de %1, não do destino selecionado.</translation>
    </message>
    <message>
        <source>The figures of a single run: use more runs to see how steady the drive is.</source>
        <translation>Valores de uma única execução: use mais execuções para ver quão estável é a unidade.</translation>
    </message>
    <message>
        <source>Best of %1 runs, as CrystalDiskMark shows it.</source>
        <translation>Melhor de %1 execuções, como o CrystalDiskMark mostra.</translation>
    </message>
    <message>
        <source>Median of %1 runs (CrystalDiskMark shows the best).</source>
        <translation>Mediana de %1 execuções (o CrystalDiskMark mostra a melhor).</translation>
    </message>
    <message>
        <source>These figures are from %1, not from the selected profile.</source>
        <translation>Estes valores são do %1, não do perfil selecionado.</translation>
    </message>
    <message>
        <source>Measured once over its whole length: this test has no repeated runs.</source>
        <translation>Medido uma vez em toda a extensão: este teste não tem execuções repetidas.</translation>
    </message>
</context>
<context>
    <name>Sektor::Gui::ResultsGrid</name>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>not measured</source>
        <translation>não medido</translation>
    </message>
    <message>
        <source>%1 %2: %3</source>
        <translation>%1 %2: %3</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Parar</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Todos</translation>
    </message>
    <message>
        <source>Stop the run (Esc)</source>
        <translation>Parar a execução (Esc)</translation>
    </message>
    <message>
        <source>Run every test of the profile</source>
        <translation>Executar todos os testes do perfil</translation>
    </message>
    <message>
        <source>%1 [%2]</source>
        <translation>%1 [%2]</translation>
    </message>
    <message>
        <source>Run only %1</source>
        <translation>Executar só %1</translation>
    </message>
    <message>
        <source>Run %1</source>
        <translation>Executar %1</translation>
    </message>
    <message>
        <source>%1 %2/%3</source>
        <translation>%1 %2/%3</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Iniciar</translation>
    </message>
    <message>
        <source>Start the test</source>
        <translation>Iniciar o teste</translation>
    </message>
    <message>
        <source>A rewrite runs on the sequential tests only (not on durable ones)</source>
        <translation>A regravação roda só nos testes sequenciais (não nos duráveis)</translation>
    </message>
    <message>
        <source>%1 %2, %3</source>
        <translation>%1 %2, %3</translation>
    </message>
    <message>
        <source>Go On</source>
        <translation>Continuar</translation>
    </message>
    <message>
        <source>Go on where the run shown stopped, on the same drive; what it found is kept</source>
        <translation>Continuar de onde a execução mostrada parou, na mesma unidade; o que ela encontrou é mantido</translation>
    </message>
</context>
<context>
    <name>Sektor::Gui::ResultsImage</name>
    <message>
        <source>Memory (%1)</source>
        <translation>Memória (%1)</translation>
    </message>
    <message>
        <source>RAM</source>
        <translation>RAM</translation>
    </message>
    <message>
        <source>Unknown drive</source>
        <translation>Unidade desconhecida</translation>
    </message>
    <message>
        <source>and %1 more drives</source>
        <translation>e mais %1 unidades</translation>
    </message>
    <message>
        <source>raw device %1</source>
        <translation>dispositivo bruto %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>a single run</source>
        <translation>uma única execução</translation>
    </message>
    <message>
        <source>median of %1 runs (CrystalDiskMark shows the best)</source>
        <translation>mediana de %1 execuções (o CrystalDiskMark mostra a melhor)</translation>
    </message>
    <message>
        <source>%1 · %2 · %3 · in %4</source>
        <translation>%1 · %2 · %3 · em %4</translation>
    </message>
    <message>
        <source>engine %1</source>
        <translation>motor %1</translation>
    </message>
    <message>
        <source>Comment: %1</source>
        <translation>Comentário: %1</translation>
    </message>
    <message>
        <source>%1 at most</source>
        <translation>no máximo %1</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more in the shared text</source>
        <translation>
            <numerusform>… e mais %n no texto compartilhado</numerusform>
            <numerusform>… e mais %n no texto compartilhado</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 · %2 · in %3</source>
        <translation>%1 · %2 · em %3</translation>
    </message>
</context>
<context>
    <name>Sektor::Gui::RowLegend</name>
    <message>
        <source>solid: read</source>
        <translation>contínua: leitura</translation>
    </message>
    <message>
        <source>dashed: write</source>
        <translation>tracejada: gravação</translation>
    </message>
    <message>
        <source>dotted: mix</source>
        <translation>pontilhada: misto</translation>
    </message>
    <message>
        <source>dash-dotted: rewrite</source>
        <translation>traço-ponto: regravação</translation>
    </message>
</context>
<context>
    <name>Sektor::Gui::RunController</name>
    <message>
        <source>A run is already going.</source>
        <translation>Já há uma execução em andamento.</translation>
    </message>
    <message>
        <source>The run could not start.</source>
        <translation>Não foi possível iniciar a execução.</translation>
    </message>
</context>
<context>
    <name>Sektor::Gui::RunMoreOptions</name>
    <message>
        <source>How long the sustained write may go on at most, and its queue depth</source>
        <translation>Por quanto tempo, no máximo, a gravação contínua pode seguir, e sua profundidade de fila</translation>
    </message>
    <message>
        <source>Block sizes and queue depth of the sweep, measure time of each run and the pause between tests</source>
        <translation>Tamanhos de bloco e profundidade de fila da varredura, tempo de medição de cada execução e a pausa entre os testes</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>&amp;Measure:</source>
        <translation>&amp;Medição:</translation>
    </message>
    <message>
        <source>Time &amp;limit:</source>
        <translation>&amp;Limite de tempo:</translation>
    </message>
    <message>
        <source>&amp;Interval:</source>
        <translation>&amp;Intervalo:</translation>
    </message>
    <message>
        <source>Smallest &amp;block:</source>
        <translation>Menor &amp;bloco:</translation>
    </message>
    <message>
        <source>Lar&amp;gest block:</source>
        <translation>Maior blo&amp;co:</translation>
    </message>
    <message>
        <source>&amp;Queue depth:</source>
        <translation>Pro&amp;fundidade da fila:</translation>
    </message>
    <message>
        <source>Length of each measured run</source>
        <translation>Duração de cada execução medida</translation>
    </message>
    <message>
        <source>Pause between tests, so the drive can flush its cache and cool down</source>
        <translation>Pausa entre os testes, para a unidade esvaziar o cache e esfriar</translation>
    </message>
    <message>
        <source>A sustained write ends at this time, when the span is written, or once its speed after the cache holds steady, whichever comes first</source>
        <translation>A gravação contínua termina neste tempo, quando a área estiver gravada ou quando a velocidade depois do cache ficar estável, o que vier primeiro</translation>
    </message>
    <message>
        <source>The sweep&apos;s smallest block size; sizes below the drive&apos;s logical block size are skipped with the reason</source>
        <translation>O menor tamanho de bloco da varredura; tamanhos abaixo do tamanho de bloco lógico da unidade são pulados com o motivo</translation>
    </message>
    <message>
        <source>The sweep&apos;s largest block size</source>
        <translation>O maior tamanho de bloco da varredura</translation>
    </message>
    <message>
        <source>I/Os kept in flight at once</source>
        <translation>E/S mantidas em andamento ao mesmo tempo</translation>
    </message>
    <message>
        <source>Measure time</source>
        <translation>Tempo de medição</translation>
    </message>
    <message>
        <source>Interval between tests</source>
        <translation>Intervalo entre os testes</translation>
    </message>
    <message>
        <source>Sustained write time limit</source>
        <translation>Limite de tempo da gravação contínua</translation>
    </message>
    <message>
        <source>Smallest block size</source>
        <translation>Menor tamanho de bloco</translation>
    </message>
    <message>
        <source>Largest block size</source>
        <translation>Maior tamanho de bloco</translation>
    </message>
    <message>
        <source>Queue depth</source>
        <translation>Profundidade da fila</translation>
    </message>
    <message>
        <source>How many places the map reads, its queue depth, and what counts as slow</source>
        <translation>Quantos pontos o mapa lê, sua profundidade de fila e o que conta como lento</translation>
    </message>
    <message>
        <source>How many random reads the access time makes</source>
        <translation>Quantas leituras aleatórias o tempo de acesso faz</translation>
    </message>
    <message>
        <source>The scan&apos;s queue depth, and how long a read may take before it counts as slow</source>
        <translation>A profundidade de fila da varredura e quanto tempo uma leitura pode levar antes de contar como lenta</translation>
    </message>
    <message>
        <source>All (every chunk)</source>
        <translation>Todos (cada trecho)</translation>
    </message>
    <message>
        <source>%1 % of the median</source>
        <translation>%1 % da mediana</translation>
    </message>
    <message>
        <source>%1 ms per MiB</source>
        <translation>%1 ms por MiB</translation>
    </message>
    <message>
        <source>&amp;Samples:</source>
        <translation>&amp;Amostras:</translation>
    </message>
    <message>
        <source>Slow &amp;below:</source>
        <translation>Lento a&amp;baixo de:</translation>
    </message>
    <message>
        <source>&amp;Reads:</source>
        <translation>&amp;Leituras:</translation>
    </message>
    <message>
        <source>Slow &amp;after:</source>
        <translation>Lento a&amp;pós:</translation>
    </message>
    <message>
        <source>Places on the drive the map reads, evenly spaced from the first sector to the last; all reads every chunk, which takes as long as reading the whole drive</source>
        <translation>Pontos da unidade que o mapa lê, espaçados igualmente do primeiro ao último setor; “Todos” lê cada trecho, o que leva tanto quanto ler a unidade inteira</translation>
    </message>
    <message>
        <source>Places reading slower than this share of the median are marked slow</source>
        <translation>Pontos que leem mais devagar que esta fração da mediana são marcados como lentos</translation>
    </message>
    <message>
        <source>Random 4 KiB reads over the whole drive, one at a time</source>
        <translation>Leituras aleatórias de 4 KiB pela unidade inteira, uma por vez</translation>
    </message>
    <message>
        <source>A read of 1 MiB taking longer than this is marked slow: a weak sector the drive had to read again</source>
        <translation>Uma leitura de 1 MiB que demore mais que isto é marcada como lenta: um setor fraco que a unidade teve de ler de novo</translation>
    </message>
    <message>
        <source>Position map samples</source>
        <translation>Amostras do mapa de posição</translation>
    </message>
    <message>
        <source>Slow share of the median</source>
        <translation>Fração lenta da mediana</translation>
    </message>
    <message>
        <source>Access time reads</source>
        <translation>Leituras do tempo de acesso</translation>
    </message>
    <message>
        <source>Slow read limit</source>
        <translation>Limite de leitura lenta</translation>
    </message>
    <message>
        <source>The capacity probe has no settings: where it writes follows from the drive&apos;s size</source>
        <translation>A sonda de capacidade não tem ajustes: onde ela grava decorre do tamanho da unidade</translation>
    </message>
    <message>
        <source>Verify has no settings but its size: how much of the free space it fills</source>
        <translation>Verificar não tem ajustes além do tamanho: quanto do espaço livre ele preenche</translation>
    </message>
    <message>
        <source>How many files, how large, what is synced, in how many folders at once, and how long each step is measured</source>
        <translation>Quantos arquivos, de que tamanho, o que é sincronizado, em quantas pastas ao mesmo tempo e por quanto tempo cada etapa é medida</translation>
    </message>
    <message>
        <source>Empty, as bonnie++</source>
        <translation>Vazios, como o bonnie++</translation>
    </message>
    <message>
        <source>Each file</source>
        <translation>Cada arquivo</translation>
    </message>
    <message>
        <source>Each file and folder entry</source>
        <translation>Cada arquivo e entrada de pasta</translation>
    </message>
    <message>
        <source>&amp;Files:</source>
        <translation>&amp;Arquivos:</translation>
    </message>
    <message>
        <source>File si&amp;ze:</source>
        <translation>&amp;Tamanho do arquivo:</translation>
    </message>
    <message>
        <source>S&amp;ync:</source>
        <translation>S&amp;incronizar:</translation>
    </message>
    <message>
        <source>&amp;Threads:</source>
        <translation>T&amp;hreads:</translation>
    </message>
    <message>
        <source>Files made, read and deleted in each round, in all folders together</source>
        <translation>Arquivos criados, lidos e excluídos em cada rodada, em todas as pastas juntas</translation>
    </message>
    <message>
        <source>Empty files measure the filesystem&apos;s bookkeeping alone; files with content are written when made and read back whole</source>
        <translation>Arquivos vazios medem apenas a administração do sistema de arquivos; arquivos com conteúdo são gravados ao serem criados e lidos de volta por inteiro</translation>
    </message>
    <message>
        <source>Folders worked on at once, a thread each</source>
        <translation>Pastas trabalhadas ao mesmo tempo, uma thread para cada</translation>
    </message>
    <message>
        <source>Small files per round</source>
        <translation>Arquivos pequenos por rodada</translation>
    </message>
    <message>
        <source>Small file size</source>
        <translation>Tamanho dos arquivos pequenos</translation>
    </message>
    <message>
        <source>What small files sync</source>
        <translation>O que os arquivos pequenos sincronizam</translation>
    </message>
    <message>
        <source>Small-files threads</source>
        <translation>Threads do teste de arquivos pequenos</translation>
    </message>
    <message>
        <source>After each phase, as bonnie++</source>
        <translation>Após cada fase, como o bonnie++</translation>
    </message>
    <message>
        <source>What is made durable before the next file: nothing (the cache holds it until the phase ends), each file (fsync), or each file and its folder entry too, as a mail server does</source>
        <translation>O que se torna durável antes do próximo arquivo: nada (o cache guarda até o fim da fase), cada arquivo (fsync) ou cada arquivo e também sua entrada na pasta, como faz um servidor de e-mail</translation>
    </message>
    <message>
        <source>Measure time of each run, the pause between tests, and whether the sequential tests are rewritten too</source>
        <translation>Tempo de medição de cada execução, a pausa entre os testes e se os testes sequenciais também são regravados</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Não</translation>
    </message>
    <message>
        <source>Sequential tests, as bonnie++</source>
        <translation>Testes sequenciais, como o bonnie++</translation>
    </message>
    <message>
        <source>Re&amp;write:</source>
        <translation>Re&amp;gravação:</translation>
    </message>
    <message>
        <source>Also read each block of the sequential tests, change it and write it back before the next, as bonnie++&apos;s Rewrite: a column of its own, in MB/s of blocks rewritten</source>
        <translation>Também ler cada bloco dos testes sequenciais, alterá-lo e gravá-lo de volta antes do próximo, como o Rewrite do bonnie++: uma coluna própria, em MB/s de blocos regravados</translation>
    </message>
    <message>
        <source>Rewrite the sequential tests</source>
        <translation>Regravar os testes sequenciais</translation>
    </message>
    <message>
        <source>The Health Check&apos;s setting: which of the drive&apos;s own self-tests it runs</source>
        <translation>A opção da Verificação de Saúde: qual dos autotestes da própria unidade é executado</translation>
    </message>
    <message>
        <source>Short (about 2 minutes)</source>
        <translation>Curto (cerca de 2 minutos)</translation>
    </message>
    <message>
        <source>Extended (minutes to hours)</source>
        <translation>Estendido (minutos a horas)</translation>
    </message>
    <message>
        <source>Conveyance (ATA: damage in transport)</source>
        <translation>Transporte (ATA: danos no transporte)</translation>
    </message>
    <message>
        <source>None: read the health only</source>
        <translation>Nenhum: apenas ler a saúde</translation>
    </message>
    <message>
        <source>Self-&amp;test:</source>
        <translation>Au&amp;toteste:</translation>
    </message>
    <message>
        <source>Which of the drive&apos;s own self-tests the Health Check runs; the extended one reads the whole drive inside it, and a stop tells the drive to abort it</source>
        <translation>Qual dos autotestes da própria unidade a Verificação de Saúde executa; o estendido lê a unidade inteira internamente, e parar indica à unidade que o interrompa</translation>
    </message>
    <message>
        <source>Self-test</source>
        <translation>Autoteste</translation>
    </message>
    <message>
        <source>The burn-in&apos;s passes, its patterns, and the rules that stop it early</source>
        <translation>As passagens e os padrões do burn-in e as regras que o param antes</translation>
    </message>
</context>
<context>
    <name>Sektor::Gui::RunOptionsBar</name>
    <message>
        <source>&amp;Profile:</source>
        <translation>&amp;Perfil:</translation>
    </message>
    <message>
        <source>R&amp;uns:</source>
        <translation>E&amp;xecuções:</translation>
    </message>
    <message>
        <source>U&amp;nit:</source>
        <translation>Med&amp;ida:</translation>
    </message>
    <message>
        <source>&amp;Read</source>
        <translation>&amp;Leitura</translation>
    </message>
    <message>
        <source>&amp;Write</source>
        <translation>&amp;Gravação</translation>
    </message>
    <message>
        <source>Mi&amp;x</source>
        <translation>Mi&amp;sto</translation>
    </message>
    <message>
        <source>Which tests run: Default is CrystalDiskMark&apos;s set of sequential and random 4K tests</source>
        <translation>Quais testes executar: Default é o conjunto do CrystalDiskMark de testes sequenciais e aleatórios 4K</translation>
    </message>
    <message>
        <source>Size of the test file (or of the area used on a raw device)</source>
        <translation>Tamanho do arquivo de teste (ou da área usada em um dispositivo bruto)</translation>
    </message>
    <message>
        <source>Measured runs per test; the grid shows their median</source>
        <translation>Execuções medidas por teste; a grade mostra a mediana delas</translation>
    </message>
    <message>
        <source>Mixed test: 70% reads and 30% writes at once</source>
        <translation>Teste misto: 70% de leituras e 30% de gravações ao mesmo tempo</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>Perfil</translation>
    </message>
    <message>
        <source>Test size</source>
        <translation>Tamanho do teste</translation>
    </message>
    <message>
        <source>Number of runs</source>
        <translation>Número de execuções</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Medida</translation>
    </message>
    <message>
        <source>More…</source>
        <translation>Mais…</translation>
    </message>
    <message>
        <source>More options</source>
        <translation>Mais opções</translation>
    </message>
    <message>
        <source>Si&amp;ze:</source>
        <translation>&amp;Tamanho:</translation>
    </message>
    <message>
        <source>%1 runs its own tests and modes.</source>
        <translation>%1 tem seus próprios testes e modos.</translation>
    </message>
    <message>
        <source>A sustained write is one pass: runs do not apply</source>
        <translation>A gravação contínua é uma única passada: execuções não se aplicam</translation>
    </message>
    <message>
        <source>Whole device</source>
        <translation>Dispositivo inteiro</translation>
    </message>
    <message>
        <source>All free space</source>
        <translation>Todo o espaço livre</translation>
    </message>
    <message>
        <source>Reads a whole drive from its first sector to its last: choose a drive, not a folder.</source>
        <translation>Lê uma unidade inteira do primeiro ao último setor: escolha uma unidade, não uma pasta.</translation>
    </message>
    <message>
        <source>%1 reads the device once: runs do not apply</source>
        <translation>%1 lê o dispositivo uma vez: execuções não se aplicam</translation>
    </message>
    <message>
        <source>%1 covers the whole device</source>
        <translation>%1 cobre o dispositivo inteiro</translation>
    </message>
    <message>
        <source>Writes across a whole drive to find its real capacity: choose a drive, not a folder.</source>
        <translation>Grava em toda a unidade para descobrir sua capacidade real: escolha uma unidade, não uma pasta.</translation>
    </message>
    <message>
        <source>%1 checks each place once: runs do not apply</source>
        <translation>%1 verifica cada ponto uma vez: execuções não se aplicam</translation>
    </message>
    <message>
        <source>Fills a mounted drive&apos;s free space with files: choose a folder on the drive, not the device.</source>
        <translation>Preenche o espaço livre de uma unidade montada com arquivos: escolha uma pasta na unidade, não o dispositivo.</translation>
    </message>
    <message>
        <source>Makes, reads and deletes files: choose a folder on the drive, not the device.</source>
        <translation>Cria, lê e exclui arquivos: escolha uma pasta na unidade, não o dispositivo.</translation>
    </message>
    <message>
        <source>%1 repeats its rounds until each step is measured: runs do not apply</source>
        <translation>%1 repete suas rodadas até cada etapa ser medida: execuções não se aplicam</translation>
    </message>
    <message>
        <source>%1 makes files of its own, not a test file</source>
        <translation>%1 cria arquivos próprios, não um arquivo de teste</translation>
    </message>
    <message>
        <source>Asks a drive itself for its health and runs its self-test: choose a drive, not a folder.</source>
        <translation>Pergunta à própria unidade pela sua saúde e executa o seu autoteste: escolha uma unidade, não uma pasta.</translation>
    </message>
    <message>
        <source>Writes every block of a whole drive and reads it back: choose a drive, not a folder.</source>
        <translation>Grava cada bloco de uma unidade inteira e lê de volta: escolha uma unidade, não uma pasta.</translation>
    </message>
    <message>
        <source>%1 goes over the drive in passes, set under More…: runs do not apply</source>
        <translation>%1 percorre a unidade em passagens, definidas em Mais…: execuções não se aplicam</translation>
    </message>
    <message>
        <source>%1 runs once: runs do not apply</source>
        <translation>%1 é executado uma vez: execuções não se aplicam</translation>
    </message>
    <message>
        <source>Takes a whole drive: choose a drive, not a folder.</source>
        <translation>Precisa de uma unidade inteira: escolha uma unidade, não uma pasta.</translation>
    </message>
    <message>
        <source>Works in a mounted drive&apos;s folder: choose a folder on the drive, not the device.</source>
        <translation>Trabalha na pasta de uma unidade montada: escolha uma pasta na unidade, não o dispositivo.</translation>
    </message>
</context>
<context>
    <name>Sektor::Gui::SettingsMenu</name>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Configurações</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Tema</translation>
    </message>
    <message>
        <source>System Language</source>
        <translation>Idioma do sistema</translation>
    </message>
    <message>
        <source>System Colors</source>
        <translation>Cores do sistema</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Claro</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Escuro</translation>
    </message>
    <message>
        <source>&amp;Keep Runs in the History</source>
        <translation>&amp;Guardar medições no histórico</translation>
    </message>
</context>
<context>
    <name>Sektor::Gui::ShareActions</name>
    <message>
        <source>Save Results Image</source>
        <translation>Salvar imagem dos resultados</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>Imagens PNG (*.png)</translation>
    </message>
    <message>
        <source>Export Results as JSON</source>
        <translation>Exportar resultados como JSON</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>Arquivos JSON (*.json)</translation>
    </message>
    <message>
        <source>Export Results as CSV</source>
        <translation>Exportar resultados como CSV</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Arquivos CSV (*.csv)</translation>
    </message>
    <message>
        <source>The image could not be encoded.</source>
        <translation>Não foi possível codificar a imagem.</translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <translation>Não foi possível salvar %1: %2</translation>
    </message>
    <message>
        <source>&amp;Copy as Text</source>
        <translation>Copiar como &amp;texto</translation>
    </message>
    <message>
        <source>Copy as &amp;Markdown</source>
        <translation>Copiar como &amp;Markdown</translation>
    </message>
    <message>
        <source>Copy as &amp;BBCode</source>
        <translation>Copiar como &amp;BBCode</translation>
    </message>
    <message>
        <source>&amp;Save Image…</source>
        <translation>&amp;Salvar imagem…</translation>
    </message>
    <message>
        <source>Export &amp;JSON…</source>
        <translation>Exportar &amp;JSON…</translation>
    </message>
    <message>
        <source>Export CS&amp;V…</source>
        <translation>Exportar CS&amp;V…</translation>
    </message>
    <message>
        <source>Copy the results in CrystalDiskMark&apos;s text layout. It stays in English with fixed number formats (1,234.567 MB/s) whatever the language, so posts compare at a glance.</source>
        <translation>Copia os resultados no formato de texto do CrystalDiskMark. Ele fica em inglês, com formatos numéricos fixos (1,234.567 MB/s), em qualquer idioma, para que as publicações possam ser comparadas de relance.</translation>
    </message>
    <message>
        <source>Copy &amp;Image</source>
        <translation>Copiar &amp;imagem</translation>
    </message>
</context>
<context>
    <name>Sektor::Gui::SmallFiles</name>
    <message>
        <source>each file synced</source>
        <translation>cada arquivo sincronizado</translation>
    </message>
    <message>
        <source>each file and folder entry synced</source>
        <translation>cada arquivo e entrada de pasta sincronizados</translation>
    </message>
    <message>
        <source>1 round</source>
        <translation>1 rodada</translation>
    </message>
    <message>
        <source>%1 rounds</source>
        <translation>%1 rodadas</translation>
    </message>
    <message>
        <source>Create</source>
        <translation>Criar</translation>
    </message>
    <message>
        <source>Stat</source>
        <translation>Stat</translation>
    </message>
    <message>
        <source>Read</source>
        <translation>Ler</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Excluir</translation>
    </message>
    <message>
        <source>Sequential</source>
        <translation>Sequencial</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Aleatório</translation>
    </message>
    <message>
        <source>Files/s</source>
        <translation>Arquivos/s</translation>
    </message>
    <message>
        <source>%1 files of %2</source>
        <translation>%1 arquivos de %2</translation>
    </message>
    <message>
        <source>1 thread</source>
        <translation>1 thread</translation>
    </message>
    <message>
        <source>%1 threads</source>
        <translation>%1 threads</translation>
    </message>
    <message>
        <source>synced after each phase</source>
        <translation>sincronizado após cada fase</translation>
    </message>
</context>
<context>
    <name>Sektor::Gui::SmallFilesLatencyChart</name>
    <message>
        <source>Latency per file</source>
        <translation>Latência por arquivo</translation>
    </message>
    <message>
        <source>p50</source>
        <translation>p50</translation>
    </message>
    <message>
        <source>p99</source>
        <translation>p99</translation>
    </message>
    <message>
        <source>Latency [%1]</source>
        <translation>Latência [%1]</translation>
    </message>
</context>
<context>
    <name>Sektor::Gui::SmallFilesPanel</name>
    <message>
        <source>%1 [%2]</source>
        <translation>%1 [%2]</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1: %2 files per second</source>
        <translation>%1: %2 arquivos por segundo</translation>
    </message>
    <message>
        <source>%1: not measured</source>
        <translation>%1: não medido</translation>
    </message>
    <message>
        <source>Removed first: %1 files left behind by an earlier run that was stopped by force.</source>
        <translation>Removidos antes: %1 arquivos deixados por uma execução anterior interrompida à força.</translation>
    </message>
    <message>
        <source>Creates %1 files of %2 in a folder of its own, reads and deletes them, first one after the other, then in a random order, as bonnie++ does; repeats until each step has run long enough to measure. Every file is removed at the end.</source>
        <translation>Cria %1 arquivos de %2 em uma pasta própria, lê e exclui esses arquivos, primeiro um após o outro, depois em ordem aleatória, como faz o bonnie++; repete até cada etapa ter durado o suficiente para ser medida. Todos os arquivos são removidos no final.</translation>
    </message>
</context>
<context>
    <name>Sektor::Gui::SmallFilesRateChart</name>
    <message>
        <source>Files per second</source>
        <translation>Arquivos por segundo</translation>
    </message>
</context>
<context>
    <name>Sektor::Gui::StationBoard</name>
    <message>
        <source>waiting for your confirmation</source>
        <translation>aguardando sua confirmação</translation>
    </message>
    <message>
        <source>testing: %1</source>
        <translation>testando: %1</translation>
    </message>
    <message>
        <source>testing: %1 (step %2 of %3)</source>
        <translation>testando: %1 (etapa %2 de %3)</translation>
    </message>
    <message>
        <source>Double-click to open %1</source>
        <translation>Clique duas vezes para abrir %1</translation>
    </message>
    <message>
        <source>Slot</source>
        <translation>Conexão</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Unidade</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Progresso</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Veredito</translation>
    </message>
    <message>
        <source>Certificate</source>
        <translation>Certificado</translation>
    </message>
</context>
<context>
    <name>Sektor::Gui::StationWindow</name>
    <message>
        <source>Stopping: the drives in progress are cancelled, what they finished is kept…</source>
        <translation>Parando: as unidades em andamento são canceladas, o que concluíram é mantido…</translation>
    </message>
    <message>
        <source>The station stopped. The reports are in %1.</source>
        <translation>A estação parou. Os relatórios estão em %1.</translation>
    </message>
    <message>
        <source>Station</source>
        <translation>Estação</translation>
    </message>
    <message>
        <source>Plug drives in: each whole drive that appears once the station runs is tested with the profile of the main window (%1) and gets its certificate in the reports folder; drives on separate buses side by side. The system disk, drives with a mounted filesystem and those plugged in before the start are left alone. A profile that writes asks for each drive before it touches it.</source>
        <translation>Conecte as unidades: cada unidade inteira que aparecer com a estação em execução é testada com o perfil da janela principal (%1) e recebe seu certificado na pasta de relatórios; unidades em barramentos separados ao mesmo tempo. O disco do sistema, unidades com um sistema de arquivos montado e as conectadas antes do início não são tocadas. Um perfil que grava pergunta por cada unidade antes de tocá-la.</translation>
    </message>
    <message>
        <source>Po&amp;wer each drive off when done</source>
        <translation>Desli&amp;gar cada unidade ao terminar</translation>
    </message>
    <message>
        <source>O&amp;pen Reports Folder</source>
        <translation>A&amp;brir pasta de relatórios</translation>
    </message>
    <message>
        <source>S&amp;top Station</source>
        <translation>&amp;Parar estação</translation>
    </message>
    <message>
        <source>&amp;Start Station</source>
        <translation>&amp;Iniciar estação</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fechar</translation>
    </message>
</context>
<context>
    <name>Sektor::Gui::SurfaceBlockMap</name>
    <message>
        <source>not read</source>
        <translation>não lido</translation>
    </message>
    <message>
        <source>read</source>
        <translation>lido</translation>
    </message>
    <message>
        <source>slow reads</source>
        <translation>leituras lentas</translation>
    </message>
    <message>
        <source>unreadable sectors</source>
        <translation>setores ilegíveis</translation>
    </message>
    <message>
        <source>Surface</source>
        <translation>Superfície</translation>
    </message>
    <message>
        <source>Run the %1 on a drive to see which parts of it read, slowly or not at all.</source>
        <translation>Execute a %1 em uma unidade para ver quais partes dela são lidas, lentamente ou não.</translation>
    </message>
    <message>
        <source>unreadable ranges: %1, slow ranges: %2; a cell is %3 of the device</source>
        <translation>faixas ilegíveis: %1, faixas lentas: %2; uma célula é %3 do dispositivo</translation>
    </message>
    <message>
        <source>slow</source>
        <translation>lento</translation>
    </message>
    <message>
        <source>unreadable</source>
        <translation>ilegível</translation>
    </message>
</context>
<context>
    <name>Sektor::Gui::SustainedWriteChart</name>
    <message>
        <source>Sustained write</source>
        <translation>Gravação contínua</translation>
    </message>
    <message>
        <source>Run the %1 profile to see where the drive&apos;s write cache runs out.</source>
        <translation>Execute o perfil %1 para ver onde o cache de gravação da unidade se esgota.</translation>
    </message>
    <message>
        <source>Every 100 ms</source>
        <translation>A cada 100 ms</translation>
    </message>
    <message>
        <source>Levels</source>
        <translation>Níveis</translation>
    </message>
    <message>
        <source>cache ≈ %1 GB at %2 MB/s, then %3 MB/s</source>
        <translation>cache ≈ %1 GB a %2 MB/s, depois %3 MB/s</translation>
    </message>
    <message>
        <source>no lasting drop in %1 GB written</source>
        <translation>nenhuma queda duradoura em %1 GB gravados</translation>
    </message>
    <message>
        <source>Written [GB]</source>
        <translation>Gravado [GB]</translation>
    </message>
    <message>
        <source>%1 were written in %2 s: too quick to draw. A larger size shows where the cache runs out.</source>
        <translation>%1 foram gravados em %2 s: rápido demais para desenhar. Um tamanho maior mostra onde o cache se esgota.</translation>
    </message>
</context>
<context>
    <name>Sektor::Gui::SweepChart</name>
    <message>
        <source>Queue depth sweep</source>
        <translation>Varredura de profundidade de fila</translation>
    </message>
    <message>
        <source>Queue depth</source>
        <translation>Profundidade de fila</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>Mean latency [%1]</source>
        <translation>Latência média [%1]</translation>
    </message>
    <message>
        <source>solid: IOPS · dashed: mean latency</source>
        <translation>contínua: IOPS · tracejada: latência média</translation>
    </message>
    <message>
        <source>Run the %1 profile to see IOPS and latency against queue depth.</source>
        <translation>Execute o perfil %1 para ver IOPS e latência por profundidade de fila.</translation>
    </message>
</context>
<context>
    <name>Sektor::Gui::TargetSelector</name>
    <message>
        <source>Choose a Folder to Test</source>
        <translation>Escolha uma pasta para testar</translation>
    </message>
    <message>
        <source>No drives found — choose a folder…</source>
        <translation>Nenhuma unidade encontrada — escolher uma pasta…</translation>
    </message>
    <message>
        <source>Choose folder…</source>
        <translation>Escolher pasta…</translation>
    </message>
    <message>
        <source>The drive to test: a folder on a mounted filesystem (a test file that is removed afterwards) or a whole raw device</source>
        <translation>A unidade a testar: uma pasta em um sistema de arquivos montado (um arquivo de teste que é removido depois) ou um dispositivo bruto inteiro</translation>
    </message>
    <message>
        <source>Test target</source>
        <translation>Destino do teste</translation>
    </message>
</context>
<context>
    <name>Sektor::Gui::ThroughputBarsChart</name>
    <message>
        <source>Throughput per test</source>
        <translation>Vazão por teste</translation>
    </message>
    <message>
        <source>Throughput [%1]</source>
        <translation>Vazão [%1]</translation>
    </message>
</context>
<context>
    <name>Sektor::Gui::ThroughputTimeChart</name>
    <message>
        <source>Throughput over time</source>
        <translation>Vazão ao longo do tempo</translation>
    </message>
    <message>
        <source>Measured time [s]</source>
        <translation>Tempo medido [s]</translation>
    </message>
</context>
<context>
    <name>Sektor::Gui::TrustBanner</name>
    <message>
        <source>Warning</source>
        <translation>Aviso</translation>
    </message>
    <message numerus="yes">
        <source>and %n more notes</source>
        <translation>
            <numerusform>e mais %n observação</numerusform>
            <numerusform>e mais %n observações</numerusform>
        </translation>
    </message>
    <message>
        <source>Show fewer</source>
        <translation>Mostrar menos</translation>
    </message>
    <message>
        <source>Show all</source>
        <translation>Mostrar todas</translation>
    </message>
</context>
<context>
    <name>Sektor::Gui::VerifyChart</name>
    <message>
        <source>Write and read back over the fill</source>
        <translation>Gravação e releitura ao longo do preenchimento</translation>
    </message>
    <message>
        <source>A capacity probe writes and reads a few places spread over the drive, not a stream: it has no rate to draw. Its answer and the capacity bar are on the Results tab.</source>
        <translation>Uma sonda de capacidade grava e lê alguns pontos espalhados pela unidade, não um fluxo: não há taxa para desenhar. A resposta e a barra de capacidade estão na aba Resultados.</translation>
    </message>
    <message>
        <source>%1 were written and read back in %2 s: too quick to draw. A larger size shows the rate over the fill.</source>
        <translation>%1 foram gravados e lidos de volta em %2 s: rápido demais para desenhar. Um tamanho maior mostra a taxa ao longo do preenchimento.</translation>
    </message>
    <message>
        <source>Run the %1 profile to see the write and read-back rate over a drive&apos;s free space.</source>
        <translation>Execute o perfil %1 para ver a taxa de gravação e de releitura ao longo do espaço livre de uma unidade.</translation>
    </message>
    <message>
        <source>Write</source>
        <translation>Gravação</translation>
    </message>
    <message>
        <source>Read back</source>
        <translation>Releitura</translation>
    </message>
    <message>
        <source>Position in the fill [GB]</source>
        <translation>Posição no preenchimento [GB]</translation>
    </message>
    <message>
        <source>Bad areas</source>
        <translation>Áreas defeituosas</translation>
    </message>
    <message>
        <source>write %1 MB/s, read back %2 MB/s on average</source>
        <translation>gravação %1 MB/s, releitura %2 MB/s em média</translation>
    </message>
    <message>
        <source>write %1 MB/s on average; nothing was read back</source>
        <translation>gravação %1 MB/s em média; nada foi lido de volta</translation>
    </message>
</context>
<context>
    <name>Sektor::Gui::VerifyPanel</name>
    <message>
        <source>Is this drive&apos;s capacity real?</source>
        <translation>A capacidade desta unidade é real?</translation>
    </message>
    <message>
        <source>&lt;p&gt;The %1 writes small stamps at places spread across the whole drive and reads them back. A fake drive, sold as larger than it is, loses or wraps around what is written past its real size; the probe finds where, to the 4 KiB, in minutes.&lt;/p&gt;&lt;p&gt;&lt;b&gt;It erases the drive:&lt;/b&gt; everything on it is lost. Choose the drive as a device, not a folder.&lt;/p&gt;</source>
        <translation>&lt;p&gt;O teste %1 grava pequenos carimbos em pontos espalhados por toda a unidade e os lê de volta. Uma unidade falsa, vendida como maior do que é, perde o que é gravado além do seu tamanho real ou o grava de novo no início; a sonda encontra onde, com precisão de 4 KiB, em minutos.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Ele apaga a unidade:&lt;/b&gt; tudo o que está nela se perde. Escolha a unidade como dispositivo, não como pasta.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;%1 fills the free space of the drive&apos;s filesystem with files of stamps that name their own place, reads every one back and checks it, as H2testw does: where a fake or failing drive lost what was written, it shows how much and where. Nothing on the drive is touched; the files are removed afterwards, also when stopped, and a verify that was killed outright leaves them for the next one to remove.&lt;/p&gt;&lt;p&gt;Choose &lt;b&gt;%2&lt;/b&gt; as the size to check the whole drive: it takes as long as writing and reading that much.&lt;/p&gt;</source>
        <translation>&lt;p&gt;%1 preenche o espaço livre do sistema de arquivos com arquivos de carimbos que indicam seu próprio lugar, lê cada um de volta e o confere, como o H2testw: onde uma unidade falsa ou com defeito perdeu o que foi gravado, mostra quanto e onde. Nada na unidade é tocado; os arquivos são removidos depois, também quando interrompido, e o que uma verificação encerrada à força deixar, a próxima remove.&lt;/p&gt;&lt;p&gt;Escolha &lt;b&gt;%2&lt;/b&gt; como tamanho para verificar a unidade inteira: leva o tempo de gravar e ler tudo isso.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Sektor::Health::UdisksSelfTest</name>
    <message>
        <source>udisks runs only the short, extended and conveyance self-tests</source>
        <translation>o udisks executa apenas os autotestes curto, estendido e de transporte</translation>
    </message>
    <message>
        <source>udisks needs an administrator&apos;s password to run a drive&apos;s self-test, and this program may not ask for it here</source>
        <translation>o udisks precisa da senha de administrador para executar o autoteste de uma unidade, e este programa não pode pedi-la aqui</translation>
    </message>
    <message>
        <source>the password dialog was dismissed</source>
        <translation>a janela de senha foi fechada</translation>
    </message>
    <message>
        <source>polkit does not allow this user to run a drive&apos;s self-tests</source>
        <translation>o polkit não permite que este usuário execute autotestes de unidades</translation>
    </message>
    <message>
        <source>udisks did not answer in time</source>
        <translation>o udisks não respondeu a tempo</translation>
    </message>
    <message>
        <source>udisks stopped</source>
        <translation>o udisks parou</translation>
    </message>
    <message>
        <source>udisks no longer knows the drive</source>
        <translation>o udisks não conhece mais a unidade</translation>
    </message>
</context>
<context>
    <name>Sektor::HealthCheck</name>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 min %2 s</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 h %2 min</translation>
    </message>
    <message>
        <source>short</source>
        <translation>curto</translation>
    </message>
    <message>
        <source>extended</source>
        <translation>estendido</translation>
    </message>
    <message>
        <source>conveyance</source>
        <translation>de transporte</translation>
    </message>
    <message>
        <source>vendor-specific</source>
        <translation>do fabricante</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>aprovado</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>falhou</translation>
    </message>
    <message>
        <source>aborted</source>
        <translation>interrompido</translation>
    </message>
    <message>
        <source>ended with a reserved code</source>
        <translation>terminou com um código reservado</translation>
    </message>
    <message>
        <source>Self-tests are not available: the drive&apos;s self-tests go through udisks2, which does not run here.</source>
        <translation>Autotestes indisponíveis: os autotestes da unidade passam pelo udisks2, que não está em execução aqui.</translation>
    </message>
    <message>
        <source>Self-tests are not available: udisks2 cannot reach this drive&apos;s SMART (a USB bridge that does not pass it through, or SMART switched off).</source>
        <translation>Autotestes indisponíveis: o udisks2 não alcança o SMART desta unidade (uma ponte USB que não o repassa, ou SMART desligado).</translation>
    </message>
    <message>
        <source>Self-tests are not available: an NVMe drive&apos;s self-test needs the helper or root.</source>
        <translation>Autotestes indisponíveis: o autoteste de uma unidade NVMe precisa do auxiliar ou de root.</translation>
    </message>
    <message>
        <source>Self-tests are not available on this device (loop devices, virtual disks and most SD cards have none).</source>
        <translation>Não há autotestes neste dispositivo (dispositivos loop, discos virtuais e a maioria dos cartões SD não os têm).</translation>
    </message>
    <message>
        <source>The first failure is at LBA %1.</source>
        <translation>A primeira falha está no LBA %1.</translation>
    </message>
    <message>
        <source>PASS</source>
        <translation>APROVADO</translation>
    </message>
    <message>
        <source>ATTENTION</source>
        <translation>ATENÇÃO</translation>
    </message>
    <message>
        <source>FAIL</source>
        <translation>REPROVADO</translation>
    </message>
    <message>
        <source>UNKNOWN</source>
        <translation>DESCONHECIDO</translation>
    </message>
    <message>
        <source>No self-test was asked for.</source>
        <translation>Nenhum autoteste foi pedido.</translation>
    </message>
    <message>
        <source>The drive refused to start its %1 self-test (another one runs, or it does not offer that test).</source>
        <translation>A unidade recusou iniciar o autoteste %1 (outro está em execução, ou ela não oferece esse teste).</translation>
    </message>
    <message>
        <source>The %1 self-test passed in %2.</source>
        <translation>O autoteste %1 foi aprovado em %2.</translation>
    </message>
    <message>
        <source>The %1 self-test failed after %2.</source>
        <translation>O autoteste %1 falhou após %2.</translation>
    </message>
    <message>
        <source>The %1 self-test ended after %2 without a result: the drive, a reset or another program stopped it.</source>
        <translation>O autoteste %1 terminou após %2 sem resultado: a unidade, um reset ou outro programa o interrompeu.</translation>
    </message>
    <message>
        <source>The %1 self-test was stopped after %2, and the drive told to abort it.</source>
        <translation>O autoteste %1 foi parado após %2, e a unidade foi instruída a interrompê-lo.</translation>
    </message>
    <message>
        <source>The %1 self-test still ran after %2, far past its time: it was aborted.</source>
        <translation>O autoteste %1 ainda corria após %2, muito além do seu tempo: foi interrompido.</translation>
    </message>
    <message>
        <source>The drive&apos;s self-test log could not be read.</source>
        <translation>Não foi possível ler o registro de autotestes da unidade.</translation>
    </message>
    <message>
        <source>The drive&apos;s self-test log is empty.</source>
        <translation>O registro de autotestes da unidade está vazio.</translation>
    </message>
    <message>
        <source>The drive told nothing of its health here: no SMART data, no self-test.</source>
        <translation>A unidade não informou nada sobre a sua saúde aqui: sem dados SMART, sem autoteste.</translation>
    </message>
    <message>
        <source>No rule of the verdict fired.</source>
        <translation>Nenhuma regra do veredito foi acionada.</translation>
    </message>
    <message>
        <source>Health Check</source>
        <translation>Verificação de saúde</translation>
    </message>
    <message>
        <source>Verdict: %1</source>
        <translation>Veredito: %1</translation>
    </message>
    <message>
        <source>The Health Check reads the drive&apos;s health and self-test log; no self-test runs.</source>
        <translation>A Verificação de saúde lê a saúde e o registro de autotestes da unidade; nenhum autoteste é executado.</translation>
    </message>
    <message>
        <source>The drive&apos;s own estimate: %1 min.</source>
        <translation>A estimativa da própria unidade: %1 min.</translation>
    </message>
    <message>
        <source>Tests in the drive&apos;s self-test log: %1, failed: %2; the newest: %3, %4.</source>
        <translation>Testes no registro de autotestes da unidade: %1, com falha: %2; o mais recente: %3, %4.</translation>
    </message>
    <message>
        <source>The check was stopped before the drive&apos;s self-test ended: no verdict.</source>
        <translation>A verificação foi parada antes do fim do autoteste da unidade: sem veredito.</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Veredito</translation>
    </message>
    <message>
        <source>No %1 self-test was started: the drive was running a self-test already (started elsewhere), which was left to finish.</source>
        <translation>Nenhum autoteste %1 foi iniciado: a unidade já executava um autoteste (iniciado em outro lugar), que foi deixado terminar.</translation>
    </message>
    <message>
        <source>PASS (no self-test)</source>
        <translation>APROVADO (sem autoteste)</translation>
    </message>
    <message>
        <source>Where the drive has self-tests, it now runs its own %1 self-test (a short one takes about 2 minutes, an extended one up to hours); a stop tells the drive to abort it.</source>
        <translation>Onde a unidade tem autotestes, ela executa agora seu próprio autoteste %1 (um curto leva cerca de 2 minutos, um estendido até horas); parar pede à unidade que o interrompa.</translation>
    </message>
    <message>
        <source>The drive runs its self-test: %1 % done</source>
        <translation>A unidade executa o autoteste: %1 % concluído</translation>
    </message>
</context>
<context>
    <name>Sektor::HealthRule</name>
    <message>
        <source>The drive&apos;s own self-test failed.</source>
        <translation>O autoteste da própria unidade falhou.</translation>
    </message>
    <message>
        <source>The drive&apos;s SMART status says it is failing.</source>
        <translation>O status SMART da unidade indica que ela está falhando.</translation>
    </message>
    <message>
        <source>The drive reports a critical warning (spare, reliability, read-only or backup).</source>
        <translation>A unidade relata um aviso crítico (reserva, confiabilidade, somente leitura ou backup).</translation>
    </message>
    <message>
        <source>The drive&apos;s available spare is below its threshold.</source>
        <translation>A reserva disponível da unidade está abaixo do seu limite.</translation>
    </message>
    <message>
        <source>The drive counted new media errors or bad sectors during the check.</source>
        <translation>A unidade contou novos erros de mídia ou setores defeituosos durante a verificação.</translation>
    </message>
    <message>
        <source>The drive has reallocated sectors.</source>
        <translation>A unidade tem setores realocados.</translation>
    </message>
    <message>
        <source>The drive has sectors waiting to be reallocated (pending).</source>
        <translation>A unidade tem setores aguardando realocação (pendentes).</translation>
    </message>
    <message>
        <source>The drive reports bad sectors (offline uncorrectable).</source>
        <translation>A unidade relata setores defeituosos (incorrigíveis offline).</translation>
    </message>
    <message>
        <source>The drive estimates that 90 % or more of its life is used.</source>
        <translation>A unidade estima que 90 % ou mais da sua vida útil foi usada.</translation>
    </message>
    <message>
        <source>The drive is over its warning temperature.</source>
        <translation>A unidade está acima da sua temperatura de alerta.</translation>
    </message>
    <message>
        <source>The drive&apos;s self-test log shows an earlier failed self-test.</source>
        <translation>O registro de autotestes da unidade mostra um autoteste anterior que falhou.</translation>
    </message>
    <message>
        <source>The drive&apos;s self-test did not finish: the drive ended it, or it ran far past its time.</source>
        <translation>O autoteste da unidade não terminou: a unidade encerrou-o, ou correu muito além do seu tempo.</translation>
    </message>
</context>
<context>
    <name>Sektor::HelperRunner</name>
    <message>
        <source>a password is needed, but this program may not ask for it</source>
        <translation>é necessária uma senha, mas este programa não pode pedi-la</translation>
    </message>
    <message>
        <source>another device took its name while authorization was pending; nothing was run</source>
        <translation>outro dispositivo assumiu o nome dele enquanto a autorização estava pendente; nada foi executado</translation>
    </message>
    <message>
        <source>peak mode (--peak) does not run through the privileged helper: run sektor-cli as root to test a raw device in peak mode</source>
        <translation>o modo de pico (--peak) não roda pelo auxiliar privilegiado: execute o sektor-cli como root para testar um dispositivo bruto no modo de pico</translation>
    </message>
</context>
<context>
    <name>Sektor::History</name>
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
    <message>
        <source>Sektor comparison of %1 runs.</source>
        <translation>Comparação do Sektor de %1 medições.</translation>
    </message>
    <message>
        <source>Test [%1]</source>
        <translation>Teste [%1]</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 vs %2</translation>
    </message>
    <message>
        <source>Conditions differ between the runs:</source>
        <translation>As condições diferem entre as medições:</translation>
    </message>
    <message>
        <source>All of them measured the same drive.</source>
        <translation>Todas mediram a mesma unidade.</translation>
    </message>
    <message>
        <source>They measured different drives.</source>
        <translation>Elas mediram unidades diferentes.</translation>
    </message>
    <message>
        <source>Whether they measured the same drive is unknown: a drive has no serial number.</source>
        <translation>Não se sabe se mediram a mesma unidade: uma unidade não tem número de série.</translation>
    </message>
    <message>
        <source>Test size</source>
        <translation>Tamanho do teste</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>Perfil</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Motor</translation>
    </message>
    <message>
        <source>File system</source>
        <translation>Sistema de arquivos</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>Conexão</translation>
    </message>
    <message>
        <source>Temperature (highest)</source>
        <translation>Temperatura (máxima)</translation>
    </message>
    <message>
        <source>The history %1 cannot be opened or written (%2).</source>
        <translation>O histórico %1 não pode ser aberto ou gravado (%2).</translation>
    </message>
    <message>
        <source>The history %1 is locked by another program.</source>
        <translation>O histórico %1 está bloqueado por outro programa.</translation>
    </message>
    <message>
        <source>The disk holding the history %1 is full.</source>
        <translation>O disco que contém o histórico %1 está cheio.</translation>
    </message>
    <message>
        <source>The history %1 is damaged and could not be moved aside.</source>
        <translation>O histórico %1 está danificado e não pôde ser movido para o lado.</translation>
    </message>
    <message>
        <source>The history %1 was written by a newer version of Sektor (schema %2); this version does not change it.</source>
        <translation>O histórico %1 foi gravado por uma versão mais nova do Sektor (esquema %2); esta versão não o altera.</translation>
    </message>
    <message>
        <source>The history has no run %1.</source>
        <translation>O histórico não tem a medição %1.</translation>
    </message>
    <message>
        <source>A stored run cannot be read back: %1.</source>
        <translation>Uma medição guardada não pode ser lida: %1.</translation>
    </message>
    <message>
        <source>The history file was damaged or not a database: it was moved to %1, and a new history was started.</source>
        <translation>O arquivo do histórico estava danificado ou não era um banco de dados: ele foi movido para %1, e um novo histórico foi iniciado.</translation>
    </message>
    <message>
        <source>no drive</source>
        <translation>nenhuma unidade</translation>
    </message>
    <message>
        <source>%1 (S/N %2)</source>
        <translation>%1 (S/N %2)</translation>
    </message>
    <message>
        <source>Firmware</source>
        <translation>Firmware</translation>
    </message>
    <message>
        <source>Rewrite</source>
        <translation>Regravação</translation>
    </message>
    <message>
        <source>Sequential</source>
        <translation>sequencial</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>aleatória</translation>
    </message>
    <message>
        <source>create</source>
        <translation>Criação</translation>
    </message>
    <message>
        <source>stat</source>
        <translation>Stat</translation>
    </message>
    <message>
        <source>read</source>
        <translation>Leitura</translation>
    </message>
    <message>
        <source>delete</source>
        <translation>Exclusão</translation>
    </message>
    <message>
        <source>%1 %2 [files/s]</source>
        <extracomment>A small-files phase in a comparison&apos;s table: &quot;Sequential create [files/s]&quot;.</extracomment>
        <translation>%2 %1 [arquivos/s]</translation>
    </message>
    <message>
        <source>%1 files</source>
        <translation>%1 arquivos</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <extracomment>Under a run&apos;s line in a comparison: one of the run&apos;s caveats.</extracomment>
        <translation>Observação: %1</translation>
    </message>
    <message>
        <source>All of them measured memory (RAM), not a drive.</source>
        <translation>Todas mediram a memória (RAM), não uma unidade.</translation>
    </message>
    <message>
        <source>They measured different things: memory (RAM) in some runs, a drive in the others. The figures do not compare.</source>
        <translation>Mediram coisas diferentes: a memória (RAM) em algumas medições, uma unidade nas outras. Os valores não são comparáveis.</translation>
    </message>
</context>
<context>
    <name>Sektor::History::KeptResult</name>
    <message>
        <source>Not kept in %1: %2.</source>
        <translation>Não foi guardado em %1: %2.</translation>
    </message>
</context>
<context>
    <name>Sektor::History::OwnFolder</name>
    <message>
        <source>it is a symbolic link</source>
        <translation>é um link simbólico</translation>
    </message>
    <message>
        <source>it is not a folder</source>
        <translation>não é uma pasta</translation>
    </message>
    <message>
        <source>it belongs to another user</source>
        <translation>pertence a outro usuário</translation>
    </message>
    <message>
        <source>others can write to it</source>
        <translation>outros usuários podem escrever nela</translation>
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
    <message>
        <source>Rewrite</source>
        <translation>Regravação</translation>
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
    <message>
        <source>all free space (the whole device) as the test size is for Sustained Write only.</source>
        <translation>todo o espaço livre (o dispositivo inteiro) como tamanho do teste é só para a Gravação contínua.</translation>
    </message>
    <message>
        <source>the position map&apos;s samples must be from 100 to 1000, or all.</source>
        <translation>as amostras do mapa de posição devem ser de 100 a 1000, ou todas.</translation>
    </message>
    <message>
        <source>the access time&apos;s reads must be from 100 to 100000.</source>
        <translation>as leituras do tempo de acesso devem ser de 100 a 100000.</translation>
    </message>
    <message>
        <source>the slow share of the median must be from 10 to 90 %.</source>
        <translation>a fração lenta da mediana deve ser de 10 a 90 %.</translation>
    </message>
    <message>
        <source>the slow read limit must be from 10 ms to 10 s.</source>
        <translation>o limite de leitura lenta deve ser de 10 ms a 10 s.</translation>
    </message>
    <message>
        <source>the position map, access time and read scan read a whole drive: choose a block device, not a folder.</source>
        <translation>o mapa de posição, o tempo de acesso e a varredura de leitura leem uma unidade inteira: escolha um dispositivo de bloco, não uma pasta.</translation>
    </message>
    <message>
        <source>the capacity probe writes across a whole drive: choose a block device, not a folder (Verify checks a mounted drive&apos;s free space without erasing it).</source>
        <translation>a sonda de capacidade grava em toda a unidade: escolha um dispositivo de bloco, não uma pasta (Verificar confere o espaço livre de uma unidade montada sem apagá-la).</translation>
    </message>
    <message>
        <source>Verify fills a mounted drive&apos;s free space with files: choose a folder on it, not a device (the capacity probe checks a raw device).</source>
        <translation>Verificar preenche o espaço livre de uma unidade montada com arquivos: escolha uma pasta nela, não um dispositivo (a sonda de capacidade verifica um dispositivo bruto).</translation>
    </message>
    <message>
        <source>the number of small files must be from 64 to 16777216 (16 × 1024 × 1024).</source>
        <translation>o número de arquivos pequenos deve ser de 64 a 16777216 (16 × 1024 × 1024).</translation>
    </message>
    <message>
        <source>a small file&apos;s size must be from 0 bytes to 1 MiB.</source>
        <translation>o tamanho de um arquivo pequeno deve ser de 0 bytes a 1 MiB.</translation>
    </message>
    <message>
        <source>Small Files creates files in a folder: choose a folder on a mounted drive, not a device.</source>
        <translation>Arquivos pequenos cria arquivos em uma pasta: escolha uma pasta em uma unidade montada, não um dispositivo.</translation>
    </message>
    <message>
        <source>a rewrite runs on the sequential tests of a standard profile, not on durable (O_DSYNC) ones; none of the chosen tests is one.</source>
        <translation>a regravação roda nos testes sequenciais de um perfil padrão, não nos duráveis (O_DSYNC); nenhum dos testes escolhidos é um deles.</translation>
    </message>
    <message>
        <source>Verify leaves %1 free for the filesystem and fills at least %2: less says nothing about the drive</source>
        <translation>Verificar deixa %1 livres para o sistema de arquivos e preenche pelo menos %2: menos não diz nada sobre a unidade</translation>
    </message>
    <message>
        <source>the health check asks the drive itself: choose its block device, not a folder.</source>
        <translation>a verificação de saúde pergunta à própria unidade: escolha o seu dispositivo de bloco, não uma pasta.</translation>
    </message>
    <message>
        <source>The latency classes&apos; boundaries must be above 0 and each above the one before.</source>
        <translation>Os limites das classes de latência devem ser maiores que 0 e cada um maior que o anterior.</translation>
    </message>
    <message>
        <source>--stop-after-errors needs 1 error or more.</source>
        <translation>--stop-after-errors precisa de 1 erro ou mais.</translation>
    </message>
    <message>
        <source>--stop-if-slower needs a rate and a time above 0.</source>
        <translation>--stop-if-slower precisa de uma taxa e de um tempo maiores que 0.</translation>
    </message>
    <message>
        <source>--stop-if-hotter needs a temperature from 1 to 150 °C.</source>
        <translation>--stop-if-hotter precisa de uma temperatura de 1 a 150 °C.</translation>
    </message>
    <message>
        <source>The burn-in needs a device that reports its size.</source>
        <translation>O burn-in precisa de um dispositivo que informe o seu tamanho.</translation>
    </message>
    <message>
        <source>The burn-in&apos;s block must be a whole number of the device&apos;s logical blocks.</source>
        <translation>O bloco do burn-in deve ser um número inteiro de blocos lógicos do dispositivo.</translation>
    </message>
    <message>
        <source>The burn-in takes 1 to 99 passes.</source>
        <translation>O burn-in faz de 1 a 99 passagens.</translation>
    </message>
    <message>
        <source>Name each of the burn-in&apos;s patterns once.</source>
        <translation>Indique cada padrão do burn-in uma única vez.</translation>
    </message>
    <message>
        <source>the burn-in writes every block of a whole drive: choose a block device, not a folder.</source>
        <translation>o burn-in grava cada bloco de uma unidade inteira: escolha um dispositivo de bloco, não uma pasta.</translation>
    </message>
    <message>
        <source>The result to go on from is not an earlier part of this run: another test, plan or seed.</source>
        <translation>O resultado a partir do qual continuar não é uma parte anterior desta execução: outro teste, plano ou semente.</translation>
    </message>
    <message>
        <source>The read scan cannot go on from there: the result it goes on from is of another scan.</source>
        <translation>A varredura de leitura não pode continuar dali: o resultado do qual ela continua é de outra varredura.</translation>
    </message>
    <message>
        <source>The burn-in cannot go on from there: the result it goes on from is of another plan.</source>
        <translation>O burn-in não pode continuar dali: o resultado do qual ele continua é de outro plano.</translation>
    </message>
    <message>
        <source>peak mode runs on io_uring, not on the sync engine.</source>
        <translation>o modo de pico funciona com io_uring, não com o motor sync.</translation>
    </message>
    <message>
        <source>peak mode runs on io_uring, which is unavailable.</source>
        <translation>o modo de pico funciona com io_uring, que não está disponível.</translation>
    </message>
    <message>
        <source>peak mode gives each thread a processor of its own: %1 runs %2 threads, and this process may use %3 processors.</source>
        <translation>o modo de pico dá a cada thread um processador próprio: %1 usa %2 threads, e este processo pode usar %3 processadores.</translation>
    </message>
</context>
<context>
    <name>Sektor::PdfAttachment</name>
    <message>
        <source>the PDF has no cross-reference table and trailer that can be extended</source>
        <translation>o PDF não tem tabela de referências cruzadas e trailer que possam ser estendidos</translation>
    </message>
    <message>
        <source>the PDF&apos;s catalog cannot be read</source>
        <translation>o catálogo do PDF não pode ser lido</translation>
    </message>
    <message>
        <source>the PDF already has attachments or names</source>
        <translation>o PDF já tem anexos ou nomes</translation>
    </message>
</context>
<context>
    <name>Sektor::Peers</name>
    <message>
        <source>%1st percentile</source>
        <translation>percentil %1</translation>
    </message>
    <message>
        <source>%1nd percentile</source>
        <translation>percentil %1</translation>
    </message>
    <message>
        <source>%1rd percentile</source>
        <translation>percentil %1</translation>
    </message>
    <message>
        <source>%1th percentile</source>
        <translation>percentil %1</translation>
    </message>
    <message>
        <source>%1 — too few results of this model to compare (%2 of %3)</source>
        <translation>%1 — poucos resultados deste modelo para comparar (%2 de %3)</translation>
    </message>
    <message>
        <source>%1 — %2 of %3 results of %4 (median %5)</source>
        <translation>%1 — %2 entre %3 resultados de %4 (mediana %5)</translation>
    </message>
    <message>
        <source>%1 — %2 of %3 results of %4 (median %5; %6 of them imported)</source>
        <translation>%1 — %2 entre %3 resultados de %4 (mediana %5; %6 deles importados)</translation>
    </message>
    <message>
        <source>%1 %2 at the %3 (median %4)</source>
        <translation>%1 %2 no %3 (mediana %4)</translation>
    </message>
    <message>
        <source>Too few results of %1 in the history to compare it with (%2).</source>
        <translation>Poucos resultados de %1 no histórico para comparar (%2).</translation>
    </message>
    <message>
        <source>Against the %1 results of %2 in the history: %3.</source>
        <translation>Em relação aos %1 resultados de %2 no histórico: %3.</translation>
    </message>
    <message>
        <source>Against the %1 results of %2 in the history (%3 of them imported): %4.</source>
        <translation>Em relação aos %1 resultados de %2 no histórico (%3 deles importados): %4.</translation>
    </message>
    <message>
        <source>%1 — %2 of %3 results of %4 (median %5; %6 of them imported, %7 from UNSIGNED packs)</source>
        <translation>%1 — %2 de %3 resultados de %4 (mediana %5; %6 deles importados, %7 de pacotes NÃO ASSINADOS)</translation>
    </message>
    <message>
        <source>Against the %1 results of %2 in the history (%3 of them imported, %4 from UNSIGNED packs, which anyone may have made): %5.</source>
        <translation>Em comparação com os %1 resultados de %2 no histórico (%3 deles importados, %4 de pacotes NÃO ASSINADOS, que qualquer um pode ter feito): %5.</translation>
    </message>
</context>
<context>
    <name>Sektor::Profile</name>
    <message>
        <source>Default</source>
        <translation>Padrão</translation>
    </message>
    <message>
        <source>NVMe SSD</source>
        <translation>SSD NVMe</translation>
    </message>
    <message>
        <source>Peak</source>
        <translation>Pico</translation>
    </message>
    <message>
        <source>Real</source>
        <translation>Real</translation>
    </message>
    <message>
        <source>Demo</source>
        <translation>Demo</translation>
    </message>
    <message>
        <source>QD Sweep</source>
        <translation>Varredura de QD</translation>
    </message>
    <message>
        <source>Sync Write Latency</source>
        <translation>Latência de gravação síncrona</translation>
    </message>
    <message>
        <source>Block Size Sweep</source>
        <translation>Varredura de bloco</translation>
    </message>
    <message>
        <source>Sustained Write</source>
        <translation>Gravação contínua</translation>
    </message>
    <message>
        <source>Position Map</source>
        <translation>Mapa de posição</translation>
    </message>
    <message>
        <source>Access Time</source>
        <translation>Tempo de acesso</translation>
    </message>
    <message>
        <source>Read Scan</source>
        <translation>Varredura de leitura</translation>
    </message>
    <message>
        <source>Capacity Probe</source>
        <translation>Capacidade real</translation>
    </message>
    <message>
        <source>Verify</source>
        <translation>Verificar</translation>
    </message>
    <message>
        <source>Small Files</source>
        <translation>Arquivos pequenos</translation>
    </message>
    <message>
        <source>Health Check</source>
        <translation>Verificação de saúde</translation>
    </message>
    <message>
        <source>Burn-in</source>
        <translation>Burn-in</translation>
    </message>
</context>
<context>
    <name>Sektor::ReportFiles</name>
    <message>
        <source>Could not create the reports %1 in %2: %3</source>
        <translation>Não foi possível criar os relatórios %1 em %2: %3</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>Não foi possível gravar %1: %2</translation>
    </message>
    <message>
        <source>Wrote %1.{%2}</source>
        <translation>%1.{%2} gravado</translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <translation>%1 não existe.</translation>
    </message>
    <message>
        <source>%1 is not a folder.</source>
        <translation>%1 não é uma pasta.</translation>
    </message>
    <message>
        <source>%1 is not writable.</source>
        <translation>%1 não permite gravação.</translation>
    </message>
    <message>
        <source>The drive under %1 reports no serial number: its report is named by a generated id.</source>
        <translation>A unidade em %1 não informa número de série: seu relatório recebe o nome de um identificador gerado.</translation>
    </message>
    <message>
        <source>Signed it: %1</source>
        <translation>Assinado: %1</translation>
    </message>
    <message>
        <source>Could not make the certificate %1: %2</source>
        <translation>Não foi possível fazer o certificado %1: %2</translation>
    </message>
</context>
<context>
    <name>Sektor::ResultFile</name>
    <message>
        <source>its folder does not exist</source>
        <translation>a pasta de destino não existe</translation>
    </message>
    <message>
        <source>permission denied</source>
        <translation>permissão negada</translation>
    </message>
    <message>
        <source>no file name was given</source>
        <translation>nenhum nome de arquivo foi informado</translation>
    </message>
    <message>
        <source>the name is too long</source>
        <translation>o nome é longo demais</translation>
    </message>
    <message>
        <source>it is a directory</source>
        <translation>é um diretório</translation>
    </message>
    <message>
        <source>it is a symbolic link that belongs to another user</source>
        <translation>é um link simbólico que pertence a outro usuário</translation>
    </message>
    <message>
        <source>it is not a regular file but a FIFO, a device or a socket (use - for standard output)</source>
        <translation>não é um arquivo comum, e sim um FIFO, um dispositivo ou um socket (use - para a saída padrão)</translation>
    </message>
</context>
<context>
    <name>Sektor::ResultFileRead</name>
    <message>
        <source>it is a directory</source>
        <translation>é um diretório</translation>
    </message>
    <message>
        <source>it is not a regular file but a FIFO, a device or a socket</source>
        <translation>não é um arquivo comum, e sim um FIFO, um dispositivo ou um socket</translation>
    </message>
    <message>
        <source>it is larger than %1 MiB, far more than any result</source>
        <translation>tem mais de %1 MiB, muito mais do que qualquer resultado</translation>
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
    <message>
        <source>%1 is in use by the loop device %2 set up over it.</source>
        <translation>%1 está em uso pelo dispositivo loop %2 configurado sobre ele.</translation>
    </message>
    <message>
        <source>%1 is on %2, the disk that holds the running system.</source>
        <translation>%1 está em %2, o disco que contém o sistema em execução.</translation>
    </message>
    <message>
        <source>%1 and the loop device %2 are set up over the same file or device, so writing one overwrites the other: %3</source>
        <translation>%1 e o dispositivo loop %2 estão configurados sobre o mesmo arquivo ou dispositivo, então gravar em um sobrescreve o outro: %3</translation>
    </message>
    <message>
        <source>%1 is a loop device over %2, which is in use: %3</source>
        <translation>%1 é um dispositivo loop sobre %2, que está em uso: %3</translation>
    </message>
</context>
<context>
    <name>Sektor::Station</name>
    <message>
        <source>not there (gone again, or nothing attached or inserted)</source>
        <translation>ausente (já saiu, ou nada conectado ou inserido)</translation>
    </message>
    <message>
        <source>a partition, not a whole drive</source>
        <translation>uma partição, não uma unidade inteira</translation>
    </message>
    <message>
        <source>a device stacked over other devices (dm, md), not a drive</source>
        <translation>um dispositivo empilhado sobre outros (dm, md), não uma unidade</translation>
    </message>
    <message>
        <source>the system disk (it holds /, /boot, /usr, /var or swap)</source>
        <translation>o disco do sistema (contém /, /boot, /usr, /var ou swap)</translation>
    </message>
    <message>
        <source>a filesystem on it is mounted</source>
        <translation>um sistema de arquivos nela está montado</translation>
    </message>
    <message>
        <source>held by a device stacked on it (dm, md or loop)</source>
        <translation>retida por um dispositivo empilhado sobre ela (dm, md ou loop)</translation>
    </message>
    <message>
        <source>it lives in RAM (zram, a RAM disk, a loop device over tmpfs)</source>
        <translation>ela fica na RAM (zram, um disco de RAM, um dispositivo loop sobre tmpfs)</translation>
    </message>
    <message>
        <source>the station tests it already</source>
        <translation>a estação já a está testando</translation>
    </message>
    <message>
        <source>udisks2 does not run.</source>
        <translation>O udisks2 não está em execução.</translation>
    </message>
    <message>
        <source>udisks2 does not know this block device.</source>
        <translation>O udisks2 não conhece este dispositivo de bloco.</translation>
    </message>
    <message>
        <source>udisks2 knows no drive behind it (a loop device?).</source>
        <translation>O udisks2 não conhece nenhuma unidade por trás dele (um dispositivo loop?).</translation>
    </message>
    <message>
        <source>udisks2 says this drive cannot be powered off.</source>
        <translation>O udisks2 diz que esta unidade não pode ser desligada.</translation>
    </message>
    <message>
        <source>serial %1</source>
        <translation>número de série %1</translation>
    </message>
    <message>
        <source>The station has no consent to write to this drive.</source>
        <translation>A estação não tem consentimento para gravar nesta unidade.</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>aguardando</translation>
    </message>
    <message>
        <source>testing</source>
        <translation>em teste</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>concluída</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>falhou</translation>
    </message>
    <message>
        <source>removed during the test</source>
        <translation>removida durante o teste</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>cancelada</translation>
    </message>
    <message>
        <source>The station runs already.</source>
        <translation>A estação já está em execução.</translation>
    </message>
    <message>
        <source>The station needs at least one profile to run.</source>
        <translation>A estação precisa de pelo menos um perfil para executar.</translation>
    </message>
    <message>
        <source>The chain writes to the drives (%1): it runs only with the consent to destroy the data on every new drive.</source>
        <translation>A cadeia grava nas unidades (%1): ela só é executada com o consentimento para destruir os dados de cada unidade nova.</translation>
    </message>
    <message>
        <source>Waiting for drives; each one gets: %1.</source>
        <translation>Aguardando unidades; cada uma recebe: %1.</translation>
    </message>
    <message>
        <source>Consent given to destroy the data on every new drive the station takes: each whole drive that appears from now on, except the system disk and drives with a mounted filesystem, held or in RAM.</source>
        <translation>Consentimento dado para destruir os dados de cada unidade nova que a estação assumir: cada unidade inteira que aparecer a partir de agora, exceto o disco do sistema e unidades com sistema de arquivos montado, retidas ou na RAM.</translation>
    </message>
    <message>
        <source>The chain only reads: no drive is written.</source>
        <translation>A cadeia só lê: nenhuma unidade é gravada.</translation>
    </message>
    <message>
        <source>Left alone: it was there when the station started.</source>
        <translation>Deixada de lado: já estava presente quando a estação iniciou.</translation>
    </message>
    <message>
        <source>Stopping: the drives in progress are cancelled, what they finished is kept.</source>
        <translation>Parando: as unidades em andamento são canceladas, o que concluíram é mantido.</translation>
    </message>
    <message>
        <source>Appeared: %1.</source>
        <translation>Apareceu: %1.</translation>
    </message>
    <message>
        <source>Left alone: %1.</source>
        <translation>Deixada de lado: %1.</translation>
    </message>
    <message>
        <source>Waiting for the drive before it on the same bus (%1).</source>
        <translation>Aguardando a unidade anterior no mesmo barramento (%1).</translation>
    </message>
    <message>
        <source>Removed.</source>
        <translation>Removida.</translation>
    </message>
    <message>
        <source>removed before its test</source>
        <translation>removida antes do teste</translation>
    </message>
    <message>
        <source>Flagged: removed during the test; what finished is kept.</source>
        <translation>Marcada: removida durante o teste; o que terminou é mantido.</translation>
    </message>
    <message>
        <source>Started: %1.</source>
        <translation>Iniciada: %1.</translation>
    </message>
    <message>
        <source>Step %1 of %2: %3.</source>
        <translation>Etapa %1 de %2: %3.</translation>
    </message>
    <message>
        <source>Certificate written: %1.</source>
        <translation>Certificado gravado: %1.</translation>
    </message>
    <message>
        <source>Finished: %1.</source>
        <translation>Concluída: %1.</translation>
    </message>
    <message>
        <source>Powered off: it can be pulled.</source>
        <translation>Desligada: pode ser retirada.</translation>
    </message>
    <message>
        <source>Not powered off: %1</source>
        <translation>Não desligada: %1</translation>
    </message>
    <message>
        <source>Stopped.</source>
        <translation>Parada.</translation>
    </message>
    <message>
        <source>libudev could not be initialised.</source>
        <translation>Não foi possível inicializar a libudev.</translation>
    </message>
    <message>
        <source>The kernel&apos;s device events cannot be received.</source>
        <translation>Os eventos de dispositivo do kernel não podem ser recebidos.</translation>
    </message>
    <message>
        <source>left alone: not confirmed</source>
        <translation>não tocada: não confirmada</translation>
    </message>
    <message>
        <source>The chain writes: each drive the station takes waits until its data is confirmed to be destroyed.</source>
        <translation>A cadeia grava: cada unidade que a estação pega aguarda até que se confirme que seus dados podem ser destruídos.</translation>
    </message>
    <message>
        <source>Waiting for the confirmation that its data may be destroyed.</source>
        <translation>Aguardando a confirmação de que seus dados podem ser destruídos.</translation>
    </message>
    <message>
        <source>Left alone: its data is not to be destroyed.</source>
        <translation>Não tocada: seus dados não devem ser destruídos.</translation>
    </message>
    <message>
        <source>Confirmed: its data may be destroyed.</source>
        <translation>Confirmado: seus dados podem ser destruídos.</translation>
    </message>
    <message>
        <source>Signed: %1.sig.</source>
        <translation>Assinado: %1.sig.</translation>
    </message>
    <message>
        <source>It is not signed: %1</source>
        <translation>Não está assinado: %1</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>Não foi possível gravar %1: %2</translation>
    </message>
    <message>
        <source>udisks2&apos;s signals are listened to as well: a drive left alone because it was mounted is judged again once it is unmounted.</source>
        <translation>Os sinais do udisks2 também são escutados: uma unidade deixada de lado por estar montada é avaliada de novo assim que for desmontada.</translation>
    </message>
    <message>
        <source>The station runs on the kernel&apos;s events only: a drive left alone because it was mounted is judged again only when it is plugged in anew.</source>
        <translation>A estação funciona só com os eventos do kernel: uma unidade deixada de lado por estar montada só é avaliada de novo quando for conectada outra vez.</translation>
    </message>
    <message>
        <source>Unmounted: it is judged again.</source>
        <translation>Desmontada: é avaliada de novo.</translation>
    </message>
    <message>
        <source>udisks2&apos;s signals cannot be received: %1</source>
        <translation>Não é possível receber os sinais do udisks2: %1</translation>
    </message>
    <message>
        <source>a loop device (someone&apos;s disk image, perhaps): a station that writes takes those only with --include-loop-devices</source>
        <translation>um dispositivo loop (a imagem de disco de alguém, talvez): uma estação que grava só os assume com --include-loop-devices</translation>
    </message>
    <message>
        <source>a loop device over a file that is not this user&apos;s (another user&apos;s disk image)</source>
        <translation>um dispositivo loop sobre um arquivo que não é deste usuário (a imagem de disco de outro usuário)</translation>
    </message>
    <message>
        <source>Loop devices are taken too, those over a file of this user&apos;s own (%1); other users&apos; disk images are left alone.</source>
        <translation>Dispositivos loop também são assumidos, os que estão sobre um arquivo do próprio usuário (%1); imagens de disco de outros usuários são deixadas de lado.</translation>
    </message>
    <message>
        <source>Loop devices (disk images) are left alone: --include-loop-devices takes those over files of this user&apos;s own.</source>
        <translation>Dispositivos loop (imagens de disco) são deixados de lado: --include-loop-devices assume os que estão sobre arquivos do próprio usuário.</translation>
    </message>
    <message>
        <source>it is a symbolic link</source>
        <translation>é um link simbólico</translation>
    </message>
    <message>
        <source>it is not a regular file of this user&apos;s own</source>
        <translation>não é um arquivo comum do próprio usuário</translation>
    </message>
</context>
<context>
    <name>Sektor::SurfaceTest</name>
    <message>
        <source>no unreadable range</source>
        <translation>nenhuma faixa ilegível</translation>
    </message>
    <message>
        <source>access time: mean %1 ms, p99 %2 ms; %3</source>
        <translation>tempo de acesso: média %1 ms, p99 %2 ms; %3</translation>
    </message>
    <message>
        <source>min %1 MB/s, mean %2 MB/s, max %3 MB/s; %4</source>
        <translation>mín. %1 MB/s, média %2 MB/s, máx. %3 MB/s; %4</translation>
    </message>
    <message>
        <source>unreadable ranges: %1</source>
        <translation>faixas ilegíveis: %1</translation>
    </message>
    <message>
        <source>; stopped at %1 %</source>
        <translation>; parado em %1 %</translation>
    </message>
    <message>
        <source>mean access time (99th percentile %1 ms)</source>
        <translation>tempo de acesso médio (percentil 99: %1 ms)</translation>
    </message>
    <message>
        <source>mean over the drive</source>
        <translation>média em toda a unidade</translation>
    </message>
    <message>
        <source>mean over the first %1 % of the drive</source>
        <translation>média nos primeiros %1 % da unidade</translation>
    </message>
    <message>
        <source>, %1 s of %2 s spent at them (left out of the rates)</source>
        <translation>, %1 s de %2 s gastos nelas (fora das taxas)</translation>
    </message>
    <message>
        <source>Unreadable ranges: %1 (%2 in all).</source>
        <translation>Intervalos ilegíveis: %1 (%2 no total).</translation>
    </message>
    <message>
        <source>Ranges read slower than the scan&apos;s limit: %1 (%2 in all).</source>
        <translation>Intervalos lidos mais devagar que o limite da varredura: %1 (%2 no total).</translation>
    </message>
    <message>
        <source>Reading the surface (%1): %2 of %3</source>
        <translation>Lendo a superfície (%1): %2 de %3</translation>
    </message>
</context>
<context>
    <name>Sektor::SustainedWrite</name>
    <message>
        <source>Sustained Write fills all free space but 5 % (a raw device: all of it) for up to %1 without a pause, to find the speed once the drive&apos;s write cache is full. On an SSD that wears the flash as much as copying that much would.</source>
        <translation>A gravação contínua preenche todo o espaço livre menos 5 % (um dispositivo bruto: inteiro) sem pausa, por até %1, para achar a velocidade depois que o cache de gravação da unidade enche. Num SSD isso desgasta a memória flash tanto quanto copiar essa quantidade.</translation>
    </message>
    <message>
        <source>Sustained Write writes up to %1 (the test size) for up to %2 without a pause, to find the speed once the drive&apos;s write cache is full. On an SSD that wears the flash as much as copying %1 would.</source>
        <translation>A gravação contínua grava até %1 (o tamanho do teste) sem pausa, por até %2, para achar a velocidade depois que o cache de gravação da unidade enche. Num SSD isso desgasta a memória flash tanto quanto copiar %1.</translation>
    </message>
    <message>
        <source>%1 MB/s</source>
        <translation>%1 MB/s</translation>
    </message>
    <message>
        <source>%1 at first; after ~%2 written (the write cache), %3</source>
        <translation>%1 no início; depois de ~%2 gravados (o cache de gravação), %3</translation>
    </message>
    <message>
        <source>%1 throughout: no lasting drop in %2 written</source>
        <translation>%1 o tempo todo: nenhuma queda duradoura em %2 gravados</translation>
    </message>
    <message>
        <source>, steady state reached</source>
        <translation>, estado estável atingido</translation>
    </message>
    <message>
        <source>after %1 of cache</source>
        <translation>após %1 de cache</translation>
    </message>
    <message>
        <source>cache not filled in %1 written</source>
        <translation>cache não esgotado em %1 gravados</translation>
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
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
</context>
<context>
    <name>Sektor::Verify</name>
    <message>
        <source>Genuine: every place checked across its %1 kept what was written there.</source>
        <translation>Genuína: todos os pontos verificados em seus %1 guardaram o que foi gravado neles.</translation>
    </message>
    <message>
        <source>Fake: it holds %1 of the %2 it claims; what is written past that is lost.</source>
        <translation>Falsa: ela comporta %1 dos %2 que anuncia; o que for gravado além disso se perde.</translation>
    </message>
    <message>
        <source>Incomplete: the check stopped before its end; it says nothing about the drive.</source>
        <translation>Incompleta: a verificação parou antes do fim; ela não diz nada sobre a unidade.</translation>
    </message>
    <message>
        <source>Damaged: its %1 are real, but %2 did not keep what was written; bad areas: %3, the first at %4.</source>
        <translation>Danificada: seus %1 são reais, mas %2 não guardaram o que foi gravado; áreas defeituosas: %3, a primeira em %4.</translation>
    </message>
    <message>
        <source>Claimed: %1 (%2 bytes)</source>
        <translation>Anunciado: %1 (%2 bytes)</translation>
    </message>
    <message>
        <source>Usable: %1 (%2 bytes)</source>
        <translation>Utilizável: %1 (%2 bytes)</translation>
    </message>
    <message>
        <source>Wraps around every %1: data written past it overwrites the start.</source>
        <translation>Volta ao início a cada %1: o que for gravado além disso sobrescreve o início.</translation>
    </message>
    <message>
        <source>Bad: %1 – %2 (%3)</source>
        <translation>Defeituosa: %1 – %2 (%3)</translation>
    </message>
    <message>
        <source>… and %1 more bad areas in the exports</source>
        <translation>… e mais %1 áreas defeituosas nas exportações</translation>
    </message>
    <message>
        <source>Places checked: %1. Written %2, read %3.</source>
        <translation>Pontos verificados: %1. Gravados %2, lidos %3.</translation>
    </message>
    <message>
        <source>A quick probe checks places, not every byte: a bad area smaller than the gap between two places can pass unseen.</source>
        <translation>Uma sonda rápida verifica pontos, não cada byte: uma área defeituosa menor que o intervalo entre dois pontos pode passar despercebida.</translation>
    </message>
    <message>
        <source>Genuine: all %1 written came back as written.</source>
        <translation>Genuína: todos os %1 gravados voltaram como foram gravados.</translation>
    </message>
    <message>
        <source>Fake: of the %1 written, %2 came back as written; the drive holds less than it claims.</source>
        <translation>Falsa: dos %1 gravados, %2 voltaram como foram gravados; a unidade comporta menos do que anuncia.</translation>
    </message>
    <message>
        <source>Damaged: %1 of the %2 written did not come back as written; bad areas: %3, the first at %4 of the fill.</source>
        <translation>Danificada: %1 dos %2 gravados não voltaram como foram gravados; áreas defeituosas: %3, a primeira em %4 do preenchimento.</translation>
    </message>
    <message>
        <source>Filled: %1 (%2 bytes)</source>
        <translation>Preenchido: %1 (%2 bytes)</translation>
    </message>
    <message>
        <source>Verified: %1 (%2 bytes)</source>
        <translation>Confirmado: %1 (%2 bytes)</translation>
    </message>
    <message>
        <source>Stamps of 4 KiB read back: %1; kept %2, corrupted %3, of other places %4, missing %5.</source>
        <translation>Carimbos de 4 KiB lidos de volta: %1; preservados %2, corrompidos %3, de outros lugares %4, ausentes %5.</translation>
    </message>
    <message>
        <source>Written at %1 MB/s, read back at %2 MB/s.</source>
        <translation>Gravado a %1 MB/s, lido de volta a %2 MB/s.</translation>
    </message>
    <message>
        <source>Files left by an earlier verify that was killed, removed first: %1.</source>
        <translation>Arquivos deixados por uma verificação anterior encerrada à força, removidos antes: %1.</translation>
    </message>
    <message>
        <source>Verify fills all the free space of this drive but 16 MiB, then reads it all back: while it runs, programs writing to the drive may find it full. On an SSD that wears the flash as much as copying that much would.</source>
        <translation>Verificar preenche todo o espaço livre desta unidade menos 16 MiB e depois lê tudo de volta: enquanto roda, programas que gravam na unidade podem encontrá-la cheia. Em um SSD isso desgasta a memória flash tanto quanto copiar essa quantidade.</translation>
    </message>
    <message>
        <source>Verify writes %1 of files to this drive, then reads them all back; they are removed afterwards.</source>
        <translation>Verificar grava %1 de arquivos nesta unidade e depois lê todos de volta; eles são removidos em seguida.</translation>
    </message>
    <message>
        <source>No verdict: all %1 written came back as written, but that is only part of the free space, too little for a verdict on the drive (a fake loses what lies past its real capacity). Fill all of it for one.</source>
        <translation>Sem veredito: todos os %1 gravados voltaram como gravados, mas isso é só parte do espaço livre, pouco demais para um veredito sobre a unidade (uma falsificação perde o que fica além da sua capacidade real). Preencha-o todo para ter um.</translation>
    </message>
</context>
<context>
    <name>TargetList</name>
    <message>
        <source>%1 · %2 · %3</source>
        <translation>%1 · %2 · %3</translation>
    </message>
    <message>
        <source>unknown drive</source>
        <translation>unidade desconhecida</translation>
    </message>
    <message>
        <source>%1 — %2 — raw device</source>
        <translation>%1 — %2 — dispositivo bruto</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>%1 · read-only</source>
        <translation>%1 · somente leitura</translation>
    </message>
    <message>
        <source> · in memory</source>
        <translation> · na memória</translation>
    </message>
    <message>
        <source>%1 · in memory (%2)</source>
        <translation>%1 · na memória (%2)</translation>
    </message>
    <message>
        <source>RAM</source>
        <translation>RAM</translation>
    </message>
    <message>
        <source> · system disk</source>
        <translation> · disco do sistema</translation>
    </message>
    <message>
        <source>%1 · %2 % used (%3 of %4)</source>
        <translation>%1 · %2 % usado (%3 de %4)</translation>
    </message>
    <message>
        <source>Folders you chose</source>
        <translation>Pastas escolhidas</translation>
    </message>
    <message>
        <source>Filesystems</source>
        <translation>Sistemas de arquivos</translation>
    </message>
    <message>
        <source>In memory (measures RAM, not a drive)</source>
        <translation>Na memória (mede a RAM, não uma unidade)</translation>
    </message>
    <message>
        <source>Whole drives (raw)</source>
        <translation>Unidades inteiras (brutas)</translation>
    </message>
    <message>
        <source>Loop devices (raw)</source>
        <translation>Dispositivos loop (brutos)</translation>
    </message>
    <message>
        <source>in memory (%1)</source>
        <translation>na memória (%1)</translation>
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
        <source>name</source>
        <translation>nome</translation>
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
        <source>Seed for random offsets and data (default: a new one each run).</source>
        <translation>Semente (seed) para offsets e dados aleatórios (padrão: uma nova a cada vez).</translation>
    </message>
    <message>
        <source>number</source>
        <translation>número</translation>
    </message>
    <message>
        <source>Also write every figure, the latency histograms and the samples as JSON to this file (- for standard output).</source>
        <translation>Gravar também todos os valores, os histogramas de latência e as amostras em JSON neste arquivo (- para a saída padrão).</translation>
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
        <source>A directory on the drive to test, or a block device (as a normal user through the Sektor helper, after administrator authentication).</source>
        <translation>Um diretório na unidade a testar, ou um dispositivo de bloco (como usuário comum, pelo auxiliar do Sektor, após autenticação de administrador).</translation>
    </message>
    <message>
        <source>Could not write to standard output: %1</source>
        <translation>Não foi possível escrever na saída padrão: %1</translation>
    </message>
    <message>
        <source>--json needs a file name, or - for standard output.</source>
        <translation>--json precisa de um nome de arquivo, ou - para a saída padrão.</translation>
    </message>
    <message>
        <source>%1 names %2 twice.</source>
        <translation>%1 cita %2 duas vezes.</translation>
    </message>
    <message>
        <source>%1 needs at least one name.</source>
        <translation>%1 precisa de pelo menos um nome.</translation>
    </message>
    <message>
        <source>sektor-cli: stopped at once by a second signal.
</source>
        <translation>sektor-cli: interrompido imediatamente por um segundo sinal.
</translation>
    </message>
    <message>
        <source>Add --allow-destroy-data=%1 to run them, or choose read tests (--modes read).</source>
        <translation>Adicione --allow-destroy-data=%1 para executá-los, ou escolha testes de leitura (--modes read).</translation>
    </message>
    <message>
        <source>--size %1: %2B is a decimal unit, but test sizes are binary. Did you mean %3%2iB?</source>
        <translation>--size %1: %2B é uma unidade decimal, mas os tamanhos de teste são binários. Você quis dizer %3%2iB?</translation>
    </message>
    <message>
        <source>--size %1 means %1 bytes, below the smallest test size. Did you mean %1MiB?</source>
        <translation>--size %1 significa %1 bytes, menos que o menor tamanho de teste. Você quis dizer %1MiB?</translation>
    </message>
    <message>
        <source>Unknown option %1 for profiles.</source>
        <translation>Opção desconhecida %1 para profiles.</translation>
    </message>
    <message>
        <source>Did you mean %1?</source>
        <translation>Você quis dizer %1?</translation>
    </message>
    <message>
        <source>Measure time of each run (default 5s); the time limit of Sustained Write (default 10min).</source>
        <translation>Tempo de medição de cada execução (padrão 5s); o limite de tempo de Sustained Write (padrão 10min).</translation>
    </message>
    <message>
        <source>Block Size Sweep: the sizes to test, one or a range (default 512B-64MiB).</source>
        <translation>Varredura de bloco: os tamanhos a testar, um ou um intervalo (padrão 512B-64MiB).</translation>
    </message>
    <message>
        <source>range</source>
        <translation>intervalo</translation>
    </message>
    <message>
        <source>--block-sizes %1: give one size or a range such as 4KiB-1MiB, powers of two from 512B to 64MiB.</source>
        <translation>--block-sizes %1: informe um tamanho ou um intervalo como 4KiB-1MiB, potências de dois de 512B a 64MiB.</translation>
    </message>
    <message>
        <source>--queue-depth %1: give a number from 1 to %2.</source>
        <translation>--queue-depth %1: informe um número de 1 a %2.</translation>
    </message>
    <message>
        <source>Block Size Sweep, Sustained Write, Position Map, Read Scan: the queue depth (default 4, 8, 8, 1).</source>
        <translation>Block Size Sweep, Sustained Write, Position Map, Read Scan: a profundidade de fila (padrão 4, 8, 8, 1).</translation>
    </message>
    <message>
        <source>Position Map: chunks to read, evenly spaced (100-1000, default 200), or all of them.</source>
        <translation>Position Map: trechos a ler, espaçados igualmente (100-1000, padrão 200), ou all para todos.</translation>
    </message>
    <message>
        <source>Position Map: mark chunks below this share of the median (default 50 %).</source>
        <translation>Position Map: marcar trechos abaixo desta fração da mediana (padrão 50 %).</translation>
    </message>
    <message>
        <source>Access Time: random reads over the device (100-100000, default 1000).</source>
        <translation>Access Time: leituras aleatórias pelo dispositivo (100-100000, padrão 1000).</translation>
    </message>
    <message>
        <source>Read Scan: mark reads of 1 MiB slower than this (default 100ms).</source>
        <translation>Read Scan: marcar leituras de 1 MiB mais lentas que isto (padrão 100ms).</translation>
    </message>
    <message>
        <source>--%1 is for the %2 profile.</source>
        <translation>--%1 é para o perfil %2.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>LINK</source>
        <translation>CONEXÃO</translation>
    </message>
    <message>
        <source>TEMP</source>
        <translation>TEMP</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>FAILING</source>
        <translation>FALHANDO</translation>
    </message>
    <message>
        <source>good, %1 % used</source>
        <translation>boa, %1 % usado</translation>
    </message>
    <message>
        <source>good</source>
        <translation>boa</translation>
    </message>
    <message>
        <source>HEALTH</source>
        <translation>SAÚDE</translation>
    </message>
    <message>
        <source>Do not keep this run in the history (see &apos;sektor-cli history&apos;).</source>
        <translation>Não guardar esta medição no histórico (veja &apos;sektor-cli history&apos;).</translation>
    </message>
    <message>
        <source>Try &apos;sektor-cli history %1 --help&apos;.</source>
        <translation>Tente &apos;sektor-cli history %1 --help&apos;.</translation>
    </message>
    <message>
        <source>%1 is not a run id: &apos;sektor-cli history list&apos; shows them.</source>
        <translation>%1 não é um id de medição: &apos;sektor-cli history list&apos; os mostra.</translation>
    </message>
    <message>
        <source>Print JSON instead of a table.</source>
        <translation>Imprime JSON em vez de uma tabela.</translation>
    </message>
    <message>
        <source>No drive in the history matches %1.</source>
        <translation>Nenhuma unidade do histórico corresponde a %1.</translation>
    </message>
    <message>
        <source>%1 matches several drives; give one&apos;s id: %2</source>
        <translation>%1 corresponde a várias unidades; informe o id de uma: %2</translation>
    </message>
    <message>
        <source>Only this drive&apos;s runs.</source>
        <translation>Somente as medições desta unidade.</translation>
    </message>
    <message>
        <source>drive</source>
        <translation>unidade</translation>
    </message>
    <message>
        <source>At most this many runs.</source>
        <translation>No máximo esta quantidade de medições.</translation>
    </message>
    <message>
        <source>--limit needs a number above 0, not %1.</source>
        <translation>--limit precisa de um número acima de 0, não %1.</translation>
    </message>
    <message>
        <source>The history holds no runs yet.</source>
        <translation>O histórico ainda não tem medições.</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Unidade</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>Perfil</translation>
    </message>
    <message>
        <source>Read MB/s</source>
        <translation>Leitura MB/s</translation>
    </message>
    <message>
        <source>Write MB/s</source>
        <translation>Gravação MB/s</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Destino</translation>
    </message>
    <message>
        <source>Comment</source>
        <translation>Comentário</translation>
    </message>
    <message>
        <source>%1 (imported, from %2)</source>
        <translation>%1 (importada, de %2)</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Tamanho</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Medições</translation>
    </message>
    <message>
        <source>Last run</source>
        <translation>Última medição</translation>
    </message>
    <message>
        <source>%1 (no serial: not recognised again)</source>
        <translation>%1 (sem número de série: não é reconhecida de novo)</translation>
    </message>
    <message>
        <source>Print the run&apos;s JSON document.</source>
        <translation>Imprime o documento JSON da medição.</translation>
    </message>
    <message>
        <source>&apos;history show&apos; takes one run id.</source>
        <translation>&apos;history show&apos; recebe um único id de medição.</translation>
    </message>
    <message>
        <source>mb, gb, iops or us (default mb).</source>
        <translation>mb, gb, iops ou us (padrão mb).</translation>
    </message>
    <message>
        <source>unit</source>
        <translation>unidade</translation>
    </message>
    <message>
        <source>A Markdown table, for forums and chats.</source>
        <translation>Uma tabela Markdown, para fóruns e chats.</translation>
    </message>
    <message>
        <source>--unit must be mb, gb, iops or us, not %1.</source>
        <translation>--unit deve ser mb, gb, iops ou us, não %1.</translation>
    </message>
    <message>
        <source>&apos;history compare&apos; needs two run ids or more.</source>
        <translation>&apos;history compare&apos; precisa de dois ou mais ids de medição.</translation>
    </message>
    <message>
        <source>&apos;history delete&apos; needs the ids of the runs to remove.</source>
        <translation>&apos;history delete&apos; precisa dos ids das medições a remover.</translation>
    </message>
    <message>
        <source>Run %1 removed from the history.</source>
        <translation>Medição %1 removida do histórico.</translation>
    </message>
    <message>
        <source>Unknown history subcommand %1.</source>
        <translation>Subcomando de history desconhecido: %1.</translation>
    </message>
    <message>
        <source>Try &apos;sektor-cli history --help&apos;.</source>
        <translation>Tente &apos;sektor-cli history --help&apos;.</translation>
    </message>
    <message>
        <source>Saved in the history as run %1.</source>
        <translation>Guardada no histórico como medição %1.</translation>
    </message>
    <message>
        <source>An earlier run that could not be saved then is in the history now.</source>
        <translation>Uma medição anterior que não pôde ser guardada na época agora está no histórico.</translation>
    </message>
    <message numerus="yes">
        <source>%n earlier runs that could not be saved then are in the history now.</source>
        <translation>
            <numerusform>%n medição anterior que não pôde ser guardada na época agora está no histórico.</numerusform>
            <numerusform>%n medições anteriores que não puderam ser guardadas na época agora estão no histórico.</numerusform>
        </translation>
    </message>
    <message>
        <source>This run could not be kept anywhere else either: only the results printed above remain. Use --json FILE to keep them.</source>
        <translation>Esta medição também não pôde ser guardada em outro lugar: restam apenas os resultados impressos acima. Use --json ARQUIVO para guardá-los.</translation>
    </message>
    <message>
        <source>This run is kept in %1; the next run saved in the history adds it.</source>
        <translation>Esta medição está guardada em %1; a próxima medição salva no histórico a adiciona.</translation>
    </message>
    <message>
        <source>Every figure, as JSON.</source>
        <translation>Todos os valores, em JSON.</translation>
    </message>
    <message>
        <source>The figures as CSV, for spreadsheets.</source>
        <translation>Os valores em CSV, para planilhas.</translation>
    </message>
    <message>
        <source>Write to this file.</source>
        <translation>Grava neste arquivo.</translation>
    </message>
    <message>
        <source>&apos;history export&apos; needs one of --json and --csv.</source>
        <translation>&apos;history export&apos; precisa de --json ou --csv.</translation>
    </message>
    <message>
        <source>&apos;history export&apos; takes one run id.</source>
        <translation>&apos;history export&apos; recebe um único id de medição.</translation>
    </message>
    <message>
        <source>&apos;history import&apos; needs the result files to add.</source>
        <translation>&apos;history import&apos; precisa dos arquivos de resultados a adicionar.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2.</source>
        <translation>Não é possível ler %1: %2.</translation>
    </message>
    <message>
        <source>%1 is not a Sektor result: %2.</source>
        <translation>%1 não é um resultado do Sektor: %2.</translation>
    </message>
    <message>
        <source>%1: already in the history as run %2.</source>
        <translation>%1: já está no histórico como medição %2.</translation>
    </message>
    <message>
        <source>%1: imported as run %2.</source>
        <translation>%1: importada como medição %2.</translation>
    </message>
    <message>
        <source>&apos;history&apos; needs a subcommand.</source>
        <translation>&apos;history&apos; precisa de um subcomando.</translation>
    </message>
    <message>
        <source>Name the targets: directories or block devices.</source>
        <translation>Indique os destinos: diretórios ou dispositivos de bloco.</translation>
    </message>
    <message>
        <source>%1 is named twice.</source>
        <translation>%1 foi indicado duas vezes.</translation>
    </message>
    <message>
        <source>--allow-destroy-data=%1 names none of the targets.</source>
        <translation>--allow-destroy-data=%1 não indica nenhum dos destinos.</translation>
    </message>
    <message>
        <source>A batch takes no --json; use --report-dir FOLDER.</source>
        <translation>Um lote não aceita --json; use --report-dir PASTA.</translation>
    </message>
    <message>
        <source>Try &apos;sektor-cli batch --help&apos;.</source>
        <translation>Tente &apos;sektor-cli batch --help&apos;.</translation>
    </message>
    <message>
        <source>Drive %1 of %2: %3</source>
        <translation>Unidade %1 de %2: %3</translation>
    </message>
    <message>
        <source>--operator and --customer go on the reports: add --report-dir FOLDER.</source>
        <translation>--operator e --customer vão nos relatórios: adicione --report-dir PASTA.</translation>
    </message>
    <message>
        <source>&apos;report&apos; needs the result files to judge.</source>
        <translation>&apos;report&apos; precisa dos arquivos de resultados a avaliar.</translation>
    </message>
    <message>
        <source>--report-dir needs a folder.</source>
        <translation>--report-dir precisa de uma pasta.</translation>
    </message>
    <message>
        <source>Try &apos;sektor-cli report --help&apos;.</source>
        <translation>Tente &apos;sektor-cli report --help&apos;.</translation>
    </message>
    <message>
        <source>Test file size in binary units (KiB, MiB, GiB), or span of a device (default 1GiB); all: the free space but 5 % or the whole device, for Sustained Write (for Verify: the free space but 16 MiB). The Position Map, Access Time, Read Scan and Capacity Probe always cover the whole device.</source>
        <translation>Tamanho do arquivo de teste em unidades binárias (KiB, MiB, GiB), ou extensão usada de um dispositivo (padrão 1GiB); all: o espaço livre menos 5 % ou o dispositivo inteiro, para Sustained Write (para Verify: o espaço livre menos 16 MiB). Position Map, Access Time, Read Scan e Capacity Probe sempre cobrem o dispositivo inteiro.</translation>
    </message>
    <message>
        <source>Small Files: files per round (default 16k, that is 16 × 1024).</source>
        <translation>Arquivos pequenos: arquivos por rodada (padrão 16k, ou seja, 16 × 1024).</translation>
    </message>
    <message>
        <source>Small Files: each file&apos;s size (default 0).</source>
        <translation>Arquivos pequenos: o tamanho de cada arquivo (padrão 0).</translation>
    </message>
    <message>
        <source>Small Files: make durable none, each file, or each file and folder entry.</source>
        <translation>Arquivos pequenos: tornar duráveis nada, cada arquivo, ou cada arquivo e sua entrada na pasta.</translation>
    </message>
    <message>
        <source>none|file|folder</source>
        <translation>none|file|folder</translation>
    </message>
    <message>
        <source>Small Files: folders worked on side by side (default 1).</source>
        <translation>Arquivos pequenos: pastas trabalhadas lado a lado (padrão 1).</translation>
    </message>
    <message>
        <source>Run only these modes: read, write, mix, rewrite (comma-separated). A rewrite reads each block of the sequential tests, changes it and writes it back, as bonnie++&apos;s Rewrite; it runs only when named.</source>
        <translation>Executar só estes modos: read, write, mix, rewrite (separados por vírgula). A regravação lê cada bloco dos testes sequenciais, altera-o e grava-o de volta, como o Rewrite do bonnie++; só roda quando nomeada.</translation>
    </message>
    <message>
        <source>Usage: sektor-cli profiles [--json]

Lists the test profiles: id, name, modes and tests. A mode marked + runs only when --modes names it.
  --json   Print JSON instead of a table.
</source>
        <translation>Uso: sektor-cli profiles [--json]

Lista os perfis de teste: identificador, nome, modos e testes. Um modo marcado com + só roda quando --modes o nomeia.
  --json   Mostra JSON em vez de uma tabela.
</translation>
    </message>
    <message numerus="yes">
        <source>The benchmark was stopped after %n test(s) finished: only those are shown.</source>
        <translation>
            <numerusform>O benchmark foi interrompido após %n teste concluído: só ele é exibido.</numerusform>
            <numerusform>O benchmark foi interrompido após %n testes concluídos: só eles são exibidos.</numerusform>
        </translation>
    </message>
    <message>
        <source>Other tests would first fill the drive.</source>
        <translation>Outros testes primeiro encheriam a unidade.</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <comment>the last two of a list of profile names</comment>
        <translation>%1 e %2</translation>
    </message>
    <message>
        <source>--%1 is for the %2 profiles.</source>
        <translation>--%1 é para os perfis %2.</translation>
    </message>
    <message>
        <source>Other profiles pick tests with --tests.</source>
        <translation>Outros perfis escolhem testes com --tests.</translation>
    </message>
    <message>
        <source>Drive %1 looked slow beside its model; measuring it again: %2</source>
        <translation>A unidade %1 pareceu lenta diante do seu modelo; medindo-a novamente: %2</translation>
    </message>
    <message>
        <source>Health Check: which of the drive&apos;s own self-tests runs (default short; none only reads its health and log).</source>
        <translation>Health Check: qual dos autotestes da própria unidade é executado (padrão short; none apenas lê a saúde e o registro).</translation>
    </message>
    <message>
        <source>short|extended|conveyance|none</source>
        <translation>short|extended|conveyance|none</translation>
    </message>
    <message>
        <source>Test profile: Default, NVMe SSD, Peak, Real, Demo, a +Mix variant, QD Sweep, Sync Write Latency, Block Size Sweep, Sustained Write; for a whole device: Position Map, Access Time, Read Scan, Capacity Probe, Health Check, Burn-in; for a mounted drive&apos;s folder: Verify, Small Files.</source>
        <translation>Perfil de teste: Default, NVMe SSD, Peak, Real, Demo, uma variante +Mix, QD Sweep, Sync Write Latency, Block Size Sweep, Sustained Write; para um dispositivo inteiro: Position Map, Access Time, Read Scan, Capacity Probe, Health Check, Burn-in; para a pasta de uma unidade montada: Verify, Small Files.</translation>
    </message>
    <message>
        <source>Burn-in: how often each pattern is written and read back (1-99, default 1).</source>
        <translation>Burn-in: quantas vezes cada padrão é gravado e lido de volta (1-99, padrão 1).</translation>
    </message>
    <message>
        <source>Burn-in: what is written, in this order: stamps (each block names its place, default), random, zeros, ones.</source>
        <translation>Burn-in: o que é gravado, nesta ordem: stamps (cada bloco indica a sua posição, padrão), random, zeros, ones.</translation>
    </message>
    <message>
        <source>Burn-in: the five bounds of the blocks&apos; time classes in ms (default 3,10,50,150,500); a block in the last class is slow.</source>
        <translation>Burn-in: os cinco limites das classes de tempo dos blocos em ms (padrão 3,10,50,150,500); um bloco na última classe é lento.</translation>
    </message>
    <message>
        <source>Burn-in: stop once this many ranges failed.</source>
        <translation>Burn-in: parar assim que tantos intervalos falharem.</translation>
    </message>
    <message>
        <source>Burn-in: stop when the rate stays below this (MB/s, or with a unit) for --for.</source>
        <translation>Burn-in: parar quando a taxa ficar abaixo disto (MB/s, ou com unidade) por --for.</translation>
    </message>
    <message>
        <source>rate</source>
        <translation>taxa</translation>
    </message>
    <message>
        <source>Burn-in: how long the rate must stay below --stop-if-slower.</source>
        <translation>Burn-in: por quanto tempo a taxa deve ficar abaixo de --stop-if-slower.</translation>
    </message>
    <message>
        <source>Burn-in: stop when the drive reads hotter than this (°C).</source>
        <translation>Burn-in: parar quando a unidade indicar temperatura acima disto (°C).</translation>
    </message>
    <message>
        <source>celsius</source>
        <translation>celsius</translation>
    </message>
    <message>
        <source>--stop-if-slower and --for are given together: a rate and how long it must stay below it (--stop-if-slower 50MB/s --for 30s).</source>
        <translation>--stop-if-slower e --for são dados juntos: uma taxa e por quanto tempo deve ficar abaixo dela (--stop-if-slower 50MB/s --for 30s).</translation>
    </message>
    <message>
        <source>Burn-in, Read Scan: go on where the run saved in this result file (--json) stopped, on the same drive (recognised by its serial number, or a loop device by its file); the profile and settings are the file&apos;s.</source>
        <translation>Burn-in, Read Scan: continuar onde a execução salva neste arquivo de resultado (--json) parou, na mesma unidade (reconhecida pelo número de série, ou um dispositivo loop pelo seu arquivo); o perfil e as configurações são os do arquivo.</translation>
    </message>
    <message>
        <source>--resume goes on with one run: use it with sektor-cli run.</source>
        <translation>--resume continua uma única execução: use-o com sektor-cli run.</translation>
    </message>
    <message>
        <source>--resume goes on with the profile and settings of the run it resumes: leave out --%1.</source>
        <translation>--resume continua com o perfil e as configurações da execução que retoma: omita --%1.</translation>
    </message>
    <message>
        <source>it is not a drive.</source>
        <translation>não é uma unidade.</translation>
    </message>
    <message>
        <source>Cannot go on with %1 on %2: %3</source>
        <translation>Não é possível continuar %1 em %2: %3</translation>
    </message>
    <message>
        <source>To go on where it stopped: sektor-cli run --resume %1%2 %3</source>
        <translation>Para continuar de onde parou: sektor-cli run --resume %1%2 %3</translation>
    </message>
    <message>
        <source>A station takes no --json, --allow-destroy-data or --resume: its results go into --report-dir, its consent is --destroy-new-drives.</source>
        <translation>Uma estação não aceita --json, --allow-destroy-data nem --resume: seus resultados vão para --report-dir, seu consentimento é --destroy-new-drives.</translation>
    </message>
    <message>
        <source>--profile, --chain, --report-dir, --operator, --customer and --sign-key need a value.</source>
        <translation>--profile, --chain, --report-dir, --operator, --customer e --sign-key precisam de um valor.</translation>
    </message>
    <message>
        <source>Name the profile each drive gets: --profile PROFILE or --chain P1,P2,...</source>
        <translation>Indique o perfil que cada unidade recebe: --profile PERFIL ou --chain P1,P2,...</translation>
    </message>
    <message>
        <source>A station needs --report-dir FOLDER for its certificates and log.</source>
        <translation>Uma estação precisa de --report-dir PASTA para seus certificados e seu registro.</translation>
    </message>
    <message>
        <source>Try &apos;sektor-cli station --help&apos;.</source>
        <translation>Veja &apos;sektor-cli station --help&apos;.</translation>
    </message>
    <message>
        <source>The chain writes to the drives it tests, destroying their data: add --destroy-new-drives to allow it on every new drive, or choose profiles that only read.</source>
        <translation>A cadeia grava nas unidades que testa, destruindo seus dados: adicione --destroy-new-drives para permitir isso em cada unidade nova, ou escolha perfis que só leem.</translation>
    </message>
    <message>
        <source>--report-dir, --operator, --customer and --sign-key need a value.</source>
        <translation>--report-dir, --operator, --customer e --sign-key precisam de um valor.</translation>
    </message>
    <message>
        <source>--sign-key signs the certificates: add --report-dir FOLDER.</source>
        <translation>--sign-key assina os certificados: acrescente --report-dir PASTA.</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>ok</translation>
    </message>
    <message>
        <source>FAILED</source>
        <translation>FALHOU</translation>
    </message>
    <message>
        <source>not checked</source>
        <translation>não verificado</translation>
    </message>
    <message>
        <source>%1: TAMPERED: it is not the certificate Sektor made.</source>
        <translation>%1: ADULTERADO: não é o certificado que o Sektor fez.</translation>
    </message>
    <message>
        <source>%1: not a Sektor certificate.</source>
        <translation>%1: não é um certificado do Sektor.</translation>
    </message>
    <message>
        <source>%1: could not be checked.</source>
        <translation>%1: não pôde ser verificado.</translation>
    </message>
    <message>
        <source>&apos;certificate&apos; has one subcommand: verify.</source>
        <translation>&apos;certificate&apos; tem um subcomando: verify.</translation>
    </message>
    <message>
        <source>&apos;certificate verify&apos; checks one certificate: give its PDF.</source>
        <translation>&apos;certificate verify&apos; verifica um certificado: indique o PDF dele.</translation>
    </message>
    <message>
        <source>--allowed-signers needs a file.</source>
        <translation>--allowed-signers precisa de um arquivo.</translation>
    </message>
    <message>
        <source>Try &apos;sektor-cli certificate --help&apos;.</source>
        <translation>Tente &apos;sektor-cli certificate --help&apos;.</translation>
    </message>
    <message>
        <source>Usage: sektor-cli report [--report-dir FOLDER] [--operator NAME] [--customer NAME] [--sign-key KEY]
                         RESULT.json...

Judges result files together as a batch: runs of &apos;sektor-cli run --json&apos; gathered from many machines
(packaging/ansible does that for a whole inventory), or kept by earlier runs. Prints the summary that
&apos;sektor-cli batch&apos; prints, drives of the same model compared; with --report-dir also writes each
drive&apos;s certificate (PDF, HTML) and the summary page. Each drive is named host:target. --sign-key
signs each certificate with an OpenSSH private key (FILE.pdf.sig, see &apos;sektor-cli certificate --help&apos;).

Exit codes: 0 done, 2 bad arguments, 15 a report could not be written, 21 a file is not a Sektor
result (nothing is written then).
</source>
        <translation>Uso: sektor-cli report [--report-dir PASTA] [--operator NOME] [--customer NOME] [--sign-key CHAVE]
                         RESULTADO.json...

Avalia arquivos de resultados juntos como um lote: medições de &apos;sektor-cli run --json&apos; reunidas de muitas
máquinas (packaging/ansible faz isso para um inventário inteiro), ou guardadas de medições anteriores.
Mostra o resumo de &apos;sektor-cli batch&apos;, com unidades do mesmo modelo comparadas; com --report-dir grava
também o certificado de cada unidade (PDF, HTML) e a página de resumo. Cada unidade se chama máquina:destino. --sign-key
assina cada certificado com uma chave privada do OpenSSH (ARQUIVO.pdf.sig, veja &apos;sektor-cli certificate --help&apos;).

Códigos de saída: 0 concluído, 2 argumentos inválidos, 15 um relatório não pôde ser gravado, 21 um arquivo
não é um resultado do Sektor (nada é gravado então).
</translation>
    </message>
    <message>
        <source>--sign-key needs a key file.</source>
        <translation>--sign-key precisa de um arquivo de chave.</translation>
    </message>
    <message>
        <source>%1 is refused whole, nothing of it imported: %2.</source>
        <translation>%1 foi recusado por inteiro, nada dele importado: %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1: reference pack %2, %n result(s) imported.</source>
        <translation>
            <numerusform>%1: pacote de referência %2, %n resultado importado.</numerusform>
            <numerusform>%1: pacote de referência %2, %n resultados importados.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of its results were in the history already.</source>
        <translation>
            <numerusform>%n dos seus resultados já estava no histórico.</numerusform>
            <numerusform>%n dos seus resultados já estavam no histórico.</numerusform>
        </translation>
    </message>
    <message>
        <source>The drive model whose runs go into the pack.</source>
        <translation>O modelo de unidade cujas medições entram no pacote.</translation>
    </message>
    <message>
        <source>model</source>
        <translation>modelo</translation>
    </message>
    <message>
        <source>Write the pack to this file.</source>
        <translation>Grava o pacote neste arquivo.</translation>
    </message>
    <message>
        <source>The pack&apos;s name (default: the model).</source>
        <translation>O nome do pacote (padrão: o modelo).</translation>
    </message>
    <message>
        <source>Who made it (default: the user&apos;s name).</source>
        <translation>Quem o fez (padrão: o nome do usuário).</translation>
    </message>
    <message>
        <source>author</source>
        <translation>autor</translation>
    </message>
    <message>
        <source>&apos;history pack&apos; needs --model and --output.</source>
        <translation>&apos;history pack&apos; precisa de --model e --output.</translation>
    </message>
    <message>
        <source>The history holds no run measured here of %1.</source>
        <translation>O histórico não tem nenhuma medição feita aqui de %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) of %1 packed into %2.</source>
        <translation>
            <numerusform>%n medição de %1 empacotada em %2.</numerusform>
            <numerusform>%n medições de %1 empacotadas em %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is not imported: its signature cannot be checked: %2</source>
        <translation>%1 não foi importado: sua assinatura não pode ser verificada: %2</translation>
    </message>
    <message>
        <source>its signature does not match (%1)</source>
        <translation>sua assinatura não confere (%1)</translation>
    </message>
    <message>
        <source>Sign the pack with this OpenSSH private key (FILE.sig).</source>
        <translation>Assinar o pacote com esta chave privada OpenSSH (ARQ.sig).</translation>
    </message>
    <message>
        <source>key</source>
        <translation>chave</translation>
    </message>
    <message>
        <source>--sign-key writes FILE.sig beside the pack: give --output FILE.</source>
        <translation>--sign-key grava ARQ.sig ao lado do pacote: indique --output ARQ.</translation>
    </message>
    <message>
        <source>Signed it: %1</source>
        <translation>Assinado: %1</translation>
    </message>
    <message>
        <source>Peak mode: io_uring as fast as this machine allows, at the price of CPU and of latency precision (a kernel thread polls the submissions; completions are polled where the device has poll queues and reaped several at a time). Tests with more threads than processors are refused. The result names it and what was in effect.</source>
        <translation>Modo de pico: io_uring tão rápido quanto esta máquina permite, ao custo de CPU e de precisão da latência (uma thread do kernel consulta as submissões; as conclusões são consultadas onde o dispositivo tem filas de polling e recolhidas várias de cada vez). Testes com mais threads do que processadores são recusados. O resultado indica o modo e o que esteve em vigor.</translation>
    </message>
    <message>
        <source>Usage: sektor-cli certificate verify [--allowed-signers FILE] [--json] CERTIFICATE.pdf

Checks a drive&apos;s certificate as its customer can, with poppler&apos;s and OpenSSH&apos;s programs: that the PDF
carries the test&apos;s result (sektor-result.json) once, that the result&apos;s SHA-256 is the one printed on
page 1, that the figures of its results grid are the ones printed there, row by row, and, when
CERTIFICATE.pdf.sig is beside it, that the signature is good and whose key made it (signed with
&apos;sektor-cli batch --sign-key&apos; or &apos;report --sign-key&apos;). Prints each check on a line.

A certificate is authentic only when it is signed by a key you trust: one in --allowed-signers FILE,
in ~/.config/sektor/allowed_signers or in /etc/xdg/sektor/allowed_signers (ssh-keygen&apos;s allowed
signers format: &apos;principal key&apos; lines). A consistent certificate that is unsigned, or signed by a key
none of them names, may have been made by anyone from an invented result.

  --allowed-signers FILE  The keys whose signatures make a certificate authentic, besides the files
                          above.
  --json                  The checks as JSON on standard output.

Exit codes: 0 authentic, 26 consistent but not authenticated (unsigned, or signed by a key no trust
file names), 23 tampered (the hash, a figure or the signature does not match), 24 not a Sektor
certificate (no attached result), 25 cannot check (pdfdetach, pdftotext or ssh-keygen missing, a file
unreadable), 2 bad arguments, 130/143/129 stopped by a signal.
</source>
        <translation>Uso: sektor-cli certificate verify [--allowed-signers ARQUIVO] [--json] CERTIFICADO.pdf

Verifica o certificado de uma unidade como o cliente dele pode, com os programas do poppler e do
OpenSSH: que o PDF traz o resultado do teste uma vez (sektor-result.json), que o SHA-256 dele é o
impresso na página 1, que os valores da sua tabela de resultados são os impressos nela, linha a
linha, e, quando CERTIFICADO.pdf.sig está ao lado, que a assinatura é válida e de quem é a chave que a
fez (assinado com &apos;sektor-cli batch --sign-key&apos; ou &apos;report --sign-key&apos;). Mostra cada verificação em
uma linha.

Um certificado só é autêntico quando assinado por uma chave em que você confia: uma em
--allowed-signers ARQUIVO, em ~/.config/sektor/allowed_signers ou em /etc/xdg/sektor/allowed_signers
(o formato allowed signers do ssh-keygen: linhas &apos;nome chave&apos;). Um certificado consistente sem
assinatura, ou assinado por uma chave que nenhum deles cita, pode ter sido feito por qualquer um a
partir de um resultado inventado.

  --allowed-signers ARQUIVO
                          As chaves cujas assinaturas tornam um certificado autêntico, além dos
                          arquivos acima.
  --json                  As verificações em JSON na saída padrão.

Códigos de saída: 0 autêntico, 26 consistente mas não autenticado (sem assinatura, ou assinado por
uma chave que nenhum arquivo de confiança cita), 23 adulterado (o hash, um valor ou a assinatura não
confere), 24 não é um certificado do Sektor (sem resultado anexado), 25 não verificável (pdfdetach,
pdftotext ou ssh-keygen ausente, um arquivo ilegível), 2 argumentos inválidos, 130/143/129 parado
por um sinal.
</translation>
    </message>
    <message>
        <source>%1: authentic: made by %2.</source>
        <translation>%1: autêntico: feito por %2.</translation>
    </message>
    <message>
        <source>%1: consistent, but NOT AUTHENTICATED: nothing says who made it (see --allowed-signers).</source>
        <translation>%1: consistente, mas NÃO AUTENTICADO: nada diz quem o fez (veja --allowed-signers).</translation>
    </message>
    <message>
        <source>Usage: sektor-cli history &lt;subcommand&gt; [options]

Every run of sektor-cli and of the Sektor window is kept in the history (%1),
unless run with --no-save.

Subcommands:
  list [--drive DRIVE] [--limit N] [--json]   The runs, newest first; DRIVE is an id from
                                              &apos;history drives&apos; or part of a model or serial.
  drives [--json]                             The drives the history knows, with their runs.
  show ID [--json]                            One run&apos;s results.
  compare ID ID... [--unit U] [--markdown]    Runs side by side, with the change against the
                                              first; U is mb (MB/s), gb, iops or us (latency).
  export ID (--json | --csv) [--output FILE]  One run as JSON or CSV, to a file or standard output.
  delete ID...                                Remove runs.
  import [--allowed-signers F] [--allow-unsigned] FILE...
                                              Add results saved as JSON (sektor-cli run --json),
                                              from this or other machines; runs already kept are
                                              recognised and not added twice; reference packs
                                              too, only when signed (FILE.sig) by a key you trust
                                              (in F, ssh-keygen&apos;s allowed_signers, or in
                                              ~/.config/sektor/allowed_signers or
                                              /etc/xdg/sektor/allowed_signers), refused whole when
                                              a hash or the signature does not match; with
                                              --allow-unsigned also packs no trusted key signed,
                                              their results marked as unsigned in the standings.
  pack --model M --output FILE [--name N] [--author A] [--sign-key KEY]
                                              The runs measured here on a drive of model M,
                                              as a reference pack to share, signed with the
                                              OpenSSH private key KEY (FILE.sig).
</source>
        <translation>Uso: sektor-cli history &lt;subcomando&gt; [opções]

Toda medição do sektor-cli e da janela do Sektor é guardada no histórico (%1),
exceto com --no-save.

Subcomandos:
  list [--drive UNIDADE] [--limit N] [--json]  As medições, as mais novas primeiro; UNIDADE é um id
                                               de &apos;history drives&apos; ou parte de um modelo ou série.
  drives [--json]                              As unidades que o histórico conhece, com suas medições.
  show ID [--json]                             Os resultados de uma medição.
  compare ID ID... [--unit U] [--markdown]     Medições lado a lado, com a variação em relação à
                                               primeira; U é mb (MB/s), gb, iops ou us (latência).
  export ID (--json | --csv) [--output ARQ]    Uma medição em JSON ou CSV, para um arquivo ou para
                                               a saída padrão.
  delete ID...                                 Remove medições.
  import [--allowed-signers L] [--allow-unsigned] ARQ...
                                               Adiciona resultados salvos em JSON (sektor-cli run
                                               --json), desta ou de outras máquinas; medições já
                                               guardadas são reconhecidas e não entram duas vezes;
                                               também pacotes de referência, só quando assinados
                                               (ARQ.sig) por uma chave em que você confia (em L,
                                               allowed_signers do ssh-keygen, ou em
                                               ~/.config/sektor/allowed_signers ou
                                               /etc/xdg/sektor/allowed_signers), recusados por
                                               inteiro quando um hash ou a assinatura não confere;
                                               com --allow-unsigned também pacotes que nenhuma
                                               chave confiável assinou, seus resultados marcados
                                               como não assinados nas posições.
  pack --model M --output ARQ [--name N] [--author A] [--sign-key CHAVE]
                                               As medições feitas aqui numa unidade do modelo M,
                                               como pacote de referência para compartilhar,
                                               assinado com a chave privada OpenSSH CHAVE (ARQ.sig).
</translation>
    </message>
    <message>
        <source>%1 is imported unsigned (%2): its results are marked so wherever they count.</source>
        <translation>%1 é importado sem assinatura (%2): seus resultados são marcados assim onde quer que contem.</translation>
    </message>
    <message>
        <source>%1, so nothing says who made its results; give --allow-unsigned to import it anyway, marked as unsigned</source>
        <translation>%1, então nada diz quem fez seus resultados; use --allow-unsigned para importá-lo mesmo assim, marcado como não assinado</translation>
    </message>
    <message>
        <source>it is not signed: no %1</source>
        <translation>não está assinado: sem %1</translation>
    </message>
    <message>
        <source>%1: signed by %2 (%3).</source>
        <translation>%1: assinado por %2 (%3).</translation>
    </message>
    <message>
        <source>it is signed by the key %1, which no trusted key list names</source>
        <translation>está assinado pela chave %1, que nenhuma lista de chaves confiáveis cita</translation>
    </message>
    <message>
        <source>Trust the keys of this list to sign reference packs.</source>
        <translation>Confiar nas chaves desta lista para assinar pacotes de referência.</translation>
    </message>
    <message>
        <source>Import reference packs no trusted key signed too, marked as unsigned.</source>
        <translation>Importar também pacotes de referência que nenhuma chave confiável assinou, marcados como não assinados.</translation>
    </message>
    <message>
        <source>Usage: sektor-cli station --profile PROFILE [--chain P1,P2,...] --report-dir FOLDER [options]

Waits for drives to be plugged in (the kernel&apos;s device events) and tests each new whole drive:
runs the profile and then each profile of the chain on it, one after another, and writes each
one&apos;s certificate (PDF, HTML) and result (JSON) into the folder as a batch does. Drives on
separate controllers or buses are tested side by side, drives sharing one in turn. It never takes
the system disk, a drive with a mounted filesystem, a drive held by another device or one in
RAM; loop devices count as drives, but a chain that writes leaves them alone unless
--include-loop-devices is given. Drives present when it starts are left alone unless
--take-present is given. Every event (appeared, left alone and why, started, step, finished with
its verdict, flagged, powered off, removed) is printed with its time and written to
FOLDER/station.log. A drive removed during its test keeps what finished, flagged &quot;removed during
the test&quot;; the station goes on. It runs until Ctrl-C or SIGTERM, which cancel the drives in
progress and keep what they finished.

  --profile PROFILE           The first profile each drive gets (see &apos;sektor-cli profiles&apos;).
  --chain P1,P2,...           Profiles run after it, in this order (or the only ones, without
                              --profile); a profile that does not finish ends the drive&apos;s chain.
  --report-dir FOLDER         Where the certificates, results and station.log go.
  --destroy-new-drives        Consent to write tests on every new drive the station takes: all
                              data on them is destroyed. A chain that writes runs only with it;
                              its scope is printed and logged at the start.
  --include-loop-devices      With a chain that writes: take loop devices too, only those over a
                              file of the user the station runs as (never another user&apos;s disk
                              image attached with losetup or udisksctl).
  --power-off                 Power each drive off through udisks2 when its chain ended, where
                              udisks2 runs and can (logged either way).
  --take-present              Also take the eligible drives present at the start.
  --sign-key KEY              Sign each certificate with this OpenSSH private key (one without a
                              passphrase): FILE.pdf.sig, which &apos;certificate verify&apos; checks.
  --operator NAME, --customer NAME
                              Who tested the drives, and for whom: printed on every certificate.
  --json-log                  Log JSON lines (time, event, device, message, ...) instead of text.

The test options are those of &apos;sektor-cli run&apos; (see &apos;sektor-cli run --help&apos;), for every profile of
the chain, except --json, --allow-destroy-data and --resume.

Exit codes: 129, 130 or 143 stopped by a signal (its normal end), 1 the device events cannot be
received, 2 bad arguments or report folder, 10 a chain that writes without --destroy-new-drives,
15 station.log cannot be written.
</source>
        <translation>Uso: sektor-cli station --profile PERFIL [--chain P1,P2,...] --report-dir PASTA [opções]

Aguarda a conexão de unidades (os eventos de dispositivo do kernel) e testa cada unidade inteira
nova: executa nela o perfil e depois cada perfil da cadeia, um após o outro, e grava o certificado
(PDF, HTML) e o resultado (JSON) de cada um na pasta, como um lote faz. Unidades em controladoras
ou barramentos separados são testadas lado a lado; as que compartilham um, em sequência. Nunca
assume o disco do sistema, uma unidade com sistema de arquivos montado, uma retida por outro
dispositivo ou uma na RAM; dispositivos loop contam como unidades, mas uma cadeia que grava os
deixa de lado, a menos que --include-loop-devices seja dado. Unidades presentes no início
são deixadas de lado, a menos que --take-present seja dado. Cada evento (apareceu, deixada de lado
e por quê, iniciada, etapa, concluída com o veredito, marcada, desligada, removida) é exibido com
seu horário e gravado em PASTA/station.log. Uma unidade removida durante o teste mantém o que
terminou, marcada &quot;removida durante o teste&quot;; a estação continua. Ela roda até Ctrl+C ou SIGTERM,
que cancelam as unidades em andamento e mantêm o que concluíram.

  --profile PERFIL            O primeiro perfil que cada unidade recebe (veja &apos;sektor-cli profiles&apos;).
  --chain P1,P2,...           Perfis executados depois dele, nesta ordem (ou os únicos, sem
                              --profile); um perfil que não termina encerra a cadeia da unidade.
  --report-dir PASTA          Para onde vão os certificados, os resultados e o station.log.
  --destroy-new-drives        Consentimento para testes de gravação em cada unidade nova que a
                              estação assumir: todos os dados nelas são destruídos. Uma cadeia
                              que grava só roda com ele; seu alcance é exibido e registrado no
                              início.
  --include-loop-devices      Com uma cadeia que grava: assume também dispositivos loop, só os que
                              estão sobre um arquivo do usuário com que a estação roda (nunca a
                              imagem de disco de outro usuário, ligada com losetup ou udisksctl).
  --power-off                 Desliga cada unidade pelo udisks2 ao fim da sua cadeia, onde o
                              udisks2 roda e consegue (registrado em ambos os casos).
  --take-present              Assume também as unidades elegíveis presentes no início.
  --sign-key CHAVE            Assina cada certificado com esta chave privada OpenSSH (sem frase
                              secreta): ARQUIVO.pdf.sig, que &apos;certificate verify&apos; verifica.
  --operator NOME, --customer NOME
                              Quem testou as unidades e para quem: impresso em cada certificado.
  --json-log                  Registra linhas JSON (time, event, device, message, ...) em vez
                              de texto.

As opções de teste são as de &apos;sektor-cli run&apos; (veja &apos;sektor-cli run --help&apos;), para cada perfil da
cadeia, exceto --json, --allow-destroy-data e --resume.

Códigos de saída: 129, 130 ou 143 parada por um sinal (seu fim normal), 1 os eventos de
dispositivo não podem ser recebidos, 2 argumentos ou pasta de relatórios inválidos, 10 uma cadeia
que grava sem --destroy-new-drives, 15 station.log não pode ser gravado.
</translation>
    </message>
    <message>
        <source>Usage: sektor-cli batch [options] TARGET...

Runs one profile on several drives in turn (directories or block devices), keeps every result in the
history and ends with a summary. It flags each drive measured more than 20 % below the median of the
drives of the same model in the batch (and below it by more than their runs varied), once a second
measurement of those figures confirms it; each drive that reports a health problem, and each drive
that did not finish. A drive that fails does not stop the others; Ctrl-C stops the batch and keeps the
drives that finished.

  --report-dir FOLDER         Write a certificate per drive (PDF and HTML) with its results as JSON,
                              named by its serial number and the date (never over another file),
                              and the summary (PDF, HTML and text) into this folder.
  --operator NAME, --customer NAME
                              Who tested the drives, and for whom: printed on every report.
  --sign-key KEY              Sign each drive&apos;s certificate with this OpenSSH private key (one
                              without a passphrase, or held by ssh-agent): FILE.pdf.sig beside it,
                              which &apos;sektor-cli certificate verify&apos; and ssh-keygen -Y verify check.
  --allow-destroy-data DEVICE Allow write tests on this block device; give it once for each device.

The test options are those of &apos;sektor-cli run&apos; (see &apos;sektor-cli run --help&apos;), except --json: use
--report-dir.

Exit codes: 0 every drive finished (and passed, where its profile gives a verdict), 27 a drive&apos;s
verdict is FAIL, 22 one or more drives did not finish (the summary says why), 28 or 29 the worst
verdict of the others is ATTENTION or none, 129, 130 or 143 stopped by a signal; bad arguments give
those of &apos;sektor-cli run&apos;.
</source>
        <translation>Uso: sektor-cli batch [opções] DESTINO...

Mede várias unidades em sequência com um perfil (diretórios ou dispositivos de bloco), guarda cada
resultado no histórico e termina com um resumo. Ele marca cada unidade medida mais de 20 % abaixo da
mediana das unidades do mesmo modelo no lote (e abaixo dela mais do que suas execuções variaram), assim
que uma segunda medição desses valores o confirma; cada unidade que relata um problema de saúde e cada
uma que não concluiu. Uma unidade que falha não interrompe as outras; Ctrl+C interrompe o lote e guarda
as unidades concluídas.

  --report-dir PASTA          Grava um certificado por unidade (PDF e HTML) com seus resultados em JSON,
                              com o nome do número de série e da data (nunca sobre outro arquivo),
                              e o resumo (PDF, HTML e texto) nesta pasta.
  --operator NOME, --customer NOME
                              Quem testou as unidades, e para quem: impresso em cada relatório.
  --sign-key CHAVE            Assina o certificado de cada unidade com esta chave privada do OpenSSH
                              (uma sem frase secreta, ou carregada no ssh-agent): ARQUIVO.pdf.sig ao
                              lado, que &apos;sektor-cli certificate verify&apos; e ssh-keygen -Y verify verificam.
  --allow-destroy-data DISPOSITIVO
                              Permite testes de gravação neste dispositivo de bloco; indique-o uma vez
                              para cada dispositivo.

As opções de teste são as de &apos;sektor-cli run&apos; (veja &apos;sektor-cli run --help&apos;), exceto --json: use
--report-dir.

Códigos de saída: 0 todas as unidades concluídas (e aprovadas, onde o perfil dá um veredito), 27 o
veredito de uma unidade é REPROVADO, 22 uma ou mais unidades não concluíram (o resumo diz por quê),
28 ou 29 o pior veredito das demais é ATENÇÃO ou nenhum, 129, 130 ou 143 interrompido por um sinal;
argumentos inválidos dão os de &apos;sektor-cli run&apos;.
</translation>
    </message>
    <message>
        <source>Usage: sektor-cli &lt;command&gt; [options]

Commands:
  run [options] TARGET   Benchmark a directory (test file) or a block device.
  batch [options] TARGET...
                         Run one profile on several drives in turn, with a summary that flags
                         the weak ones; &apos;sektor-cli batch --help&apos; says more.
  station --profile P --report-dir FOLDER [options]
                         Test each drive plugged in from now on and write its certificate;
                         &apos;sektor-cli station --help&apos; says more.
  report [options] RESULT.json...
                         The same summary and certificates from result files, e.g. a fleet&apos;s.
  certificate verify FILE.pdf
                         Check a certificate: its attached result, printed hash, figures and
                         signature; &apos;sektor-cli certificate --help&apos; says more.
  profiles               List the test profiles.
  drives [--json]        List the drives, their mount points and which hold the system.
  history SUBCOMMAND     List, show, compare, export, delete and import past runs;
                         &apos;sektor-cli history --help&apos; lists the subcommands.

Options:
  -h, --help             Show this help; &apos;sektor-cli run --help&apos; shows the test options.
  -v, --version          Show the version.

Exit codes: 0 success, 2 bad arguments, 3 target not found, 4 not a directory or block device,
5 permission denied, 6 read-only, 7 not enough free space, 8 device needs root, 9 device busy,
10 writes not confirmed, 11 unsupported on this target, 12 out of space during the test,
13 I/O error, 14 a process, task or memory limit reached, 15 result file not written,
16 block-device helper unavailable, 17 not authorized, 18 helper busy, 19 history unavailable,
20 no such run in the history, 21 not a Sektor result file, 22 not every drive of a batch finished,
23 certificate or reference pack tampered, 24 not a Sektor certificate,
25 certificate or signature cannot be checked, 26 certificate not authenticated,
27 the run&apos;s verdict is FAIL (or FAKE, DAMAGED), 28 it is ATTENTION,
29 the run reached no verdict (UNKNOWN, NO VERDICT), 129 hung up (SIGHUP),
130 interrupted (Ctrl-C), 143 terminated.
</source>
        <translation>Uso: sektor-cli &lt;comando&gt; [opções]

Comandos:
  run [opções] DESTINO   Mede um diretório (arquivo de teste) ou um dispositivo de bloco.
  batch [opções] DESTINO...
                         Mede várias unidades em sequência com um perfil, com um resumo que marca
                         as fracas; &apos;sektor-cli batch --help&apos; diz mais.
  station --profile P --report-dir PASTA [opções]
                         Testa cada unidade conectada a partir de agora e grava seu certificado;
                         &apos;sektor-cli station --help&apos; diz mais.
  report [opções] RESULTADO.json...
                         O mesmo resumo e certificados a partir de arquivos de resultados, p. ex. de uma frota.
  certificate verify ARQUIVO.pdf
                         Verifica um certificado: resultado anexado, hash impresso, valores e
                         assinatura; &apos;sektor-cli certificate --help&apos; diz mais.
  profiles               Lista os perfis de teste.
  drives [--json]        Lista as unidades, seus pontos de montagem e as unidades do sistema.
  history SUBCOMANDO     Lista, mostra, compara, exporta, exclui e importa medições anteriores;
                         &apos;sektor-cli history --help&apos; lista os subcomandos.

Opções:
  -h, --help             Mostra esta ajuda; &apos;sektor-cli run --help&apos; mostra as opções de teste.
  -v, --version          Mostra a versão.

Códigos de saída: 0 sucesso, 2 argumentos inválidos, 3 destino não encontrado, 4 nem diretório
nem dispositivo de bloco, 5 permissão negada, 6 somente leitura, 7 espaço livre insuficiente,
8 dispositivo exige root, 9 dispositivo ocupado, 10 gravação não confirmada, 11 não suportado
neste destino, 12 sem espaço durante o teste, 13 erro de E/S, 14 limite de processos, tarefas
ou memória atingido, 15 arquivo de resultados não gravado, 16 auxiliar de dispositivos de bloco
indisponível, 17 não autorizado, 18 auxiliar ocupado, 19 histórico indisponível, 20 medição
inexistente no histórico, 21 não é um arquivo de resultados do Sektor, 22 nem todas as unidades
de um lote concluíram, 23 certificado ou pacote de referência adulterado, 24 não é um
certificado do Sektor, 25 certificado ou assinatura não verificável, 26 certificado não
autenticado, 27 o veredito da medição é REPROVADO (ou FAKE, DAMAGED), 28 é ATENÇÃO, 29 a medição
não chegou a um veredito (DESCONHECIDO, NO VERDICT), 129 desconectado (SIGHUP),
130 interrompido (Ctrl+C), 143 encerrado.
</translation>
    </message>
</context>
</TS>
