# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 Sektor contributors
#
# bash completion for sektor-cli; installed as
# ${KDE_INSTALL_DATADIR}/bash-completion/completions/sektor-cli and loaded on demand.
# Profile and test names come from `sektor-cli profiles`, so they never drift from the program.
# COMPREPLY=($(compgen ...)) is bash-completion's own idiom; candidates are split at newlines
# (IFS) where they could hold spaces.
# shellcheck disable=SC2207

# The profiles, one "id<TAB>name<TAB>modes<TAB>tests" line each.
_sektor_cli_profiles()
{
    "$1" profiles 2>/dev/null
}

# The tests of the profile named on the command line (or Default), as SEQ1M-Q8T1 names.
_sektor_cli_tests()
{
    local cli=$1 wanted=${2:-default} id name tests
    wanted=${wanted,,}
    wanted=${wanted// /}
    wanted=${wanted//+/-}
    while IFS=$'\t' read -r id name _ tests; do
        name=${name,,}
        name=${name// /}
        name=${name//+/-}
        if [[ $id == "$wanted" || $name == "$wanted" ]]; then
            tests=${tests//, /$'\n'}
            printf '%s\n' "${tests// /-}"
            return
        fi
    done < <(_sektor_cli_profiles "$cli")
}

# Completes one item of a comma-separated list: the items already given are kept as a prefix.
_sektor_cli_list()
{
    local cur=$1 items=$2 prefix=""
    [[ $cur == *,* ]] && prefix=${cur%,*},
    local IFS=$'\n'
    COMPREPLY=($(compgen -P "$prefix" -W "$items" -- "${cur##*,}"))
    compopt -o nospace 2>/dev/null
}

# A directory (a test file goes in it) or a block device under /dev.
_sektor_cli_targets()
{
    local cur=$1 dev
    local IFS=$'\n'
    COMPREPLY=($(compgen -d -- "$cur"))
    if [[ $cur == /* || -z $cur ]]; then
        for dev in /dev/*; do
            [[ -b $dev && $dev == "$cur"* ]] && COMPREPLY+=("$dev")
        done
    fi
    compopt -o filenames 2>/dev/null
}

_sektor_cli()
{
    local cur prev words cword
    if declare -F _init_completion >/dev/null; then
        _init_completion -n = || return
    else
        cur=${COMP_WORDS[COMP_CWORD]}
        prev=${COMP_WORDS[COMP_CWORD - 1]}
        words=("${COMP_WORDS[@]}")
        cword=$COMP_CWORD
    fi
    local cli=${words[0]}
    local commands="run batch station report certificate profiles drives history help --help --version"
    local run_value_options="--profile --size --runs --time --warmup --interval --mix --data
        --engine --tests --modes --block-sizes --queue-depth --samples --slow-below --reads --slow-read --files
        --file-size --file-sync --threads --self-test --passes --patterns --latency-classes --stop-after-errors
        --stop-if-slower --for --stop-if-hotter --resume --seed --json --comment --allow-destroy-data"
    local run_options="$run_value_options --quiet -q --no-save --peak --help"
    # batch takes run's options but --json, and a folder for its reports.
    if [[ " ${words[*]} " == *" batch "* ]]; then
        run_value_options="${run_value_options/--json/--report-dir} --operator --customer --sign-key"
        run_options="$run_value_options --quiet -q --no-save --peak --help"
    fi
    # station takes run's options but --json, --allow-destroy-data and --resume, and its own; no targets.
    if [[ " ${words[*]} " == *" station "* ]]; then
        run_value_options="${run_value_options/ --json / }"
        run_value_options="${run_value_options/ --allow-destroy-data/}"
        run_value_options="${run_value_options/ --resume / }"
        run_value_options+=" --chain --report-dir --sign-key --operator --customer"
        run_options="$run_value_options --destroy-new-drives --include-loop-devices --power-off --take-present --json-log --quiet -q
            --no-save --peak --help"
    fi

    local command="" i
    for ((i = 1; i < cword; i++)); do
        if [[ ${words[i]} != -* ]]; then
            command=${words[i]}
            break
        fi
    done

    if [[ -z $command ]]; then
        COMPREPLY=($(compgen -W "$commands" -- "$cur"))
        return
    fi

    case $command in
    drives)
        COMPREPLY=($(compgen -W "--json --all --help" -- "$cur"))
        return
        ;;
    profiles)
        COMPREPLY=($(compgen -W "--json --help" -- "$cur"))
        return
        ;;
    report)
        case $prev in
        --report-dir) COMPREPLY=($(compgen -d -- "$cur")) ;;
        --sign-key)
            COMPREPLY=($(compgen -f -- "$cur"))
            compopt -o filenames 2>/dev/null
            ;;
        --operator | --customer) ;;
        *)
            if [[ $cur == -* ]]; then
                COMPREPLY=($(compgen -W "--report-dir --operator --customer --sign-key --help" -- "$cur"))
            else
                COMPREPLY=($(compgen -f -X '!*.json' -- "$cur"))
            fi
            ;;
        esac
        return
        ;;
    certificate)
        if [[ $prev == --allowed-signers ]]; then
            COMPREPLY=($(compgen -f -- "$cur"))
            compopt -o filenames 2>/dev/null
        elif [[ " ${words[*]:i+1:cword-i-1} " != *" verify "* ]]; then
            COMPREPLY=($(compgen -W "verify --help" -- "$cur"))
        elif [[ $cur == -* ]]; then
            COMPREPLY=($(compgen -W "--allowed-signers --json --help" -- "$cur"))
        else
            COMPREPLY=($(compgen -f -X '!*.pdf' -- "$cur"))
            compopt -o filenames 2>/dev/null
        fi
        return
        ;;
    history)
        local sub="" j
        for ((j = i + 1; j < cword; j++)); do
            if [[ ${words[j]} != -* ]]; then
                sub=${words[j]}
                break
            fi
        done
        case $sub in
        "") COMPREPLY=($(compgen -W "list drives show compare export delete import pack --help" -- "$cur")) ;;
        list) COMPREPLY=($(compgen -W "--drive --limit --json --help" -- "$cur")) ;;
        drives | show) COMPREPLY=($(compgen -W "--json --help" -- "$cur")) ;;
        compare) COMPREPLY=($(compgen -W "--unit --markdown --help" -- "$cur")) ;;
        export)
            if [[ $prev == --output || $prev == -o ]]; then
                COMPREPLY=($(compgen -f -- "$cur"))
            else
                COMPREPLY=($(compgen -W "--json --csv --output --help" -- "$cur"))
            fi
            ;;
        import)
            if [[ $prev == --allowed-signers ]]; then
                COMPREPLY=($(compgen -f -- "$cur"))
            elif [[ $cur == -* ]]; then
                COMPREPLY=($(compgen -W "--allowed-signers --allow-unsigned --help" -- "$cur"))
            else
                COMPREPLY=($(compgen -f -X '!*.json' -- "$cur"))
            fi
            ;;
        pack)
            case $prev in
            --output | -o | --sign-key) COMPREPLY=($(compgen -f -- "$cur")) ;;
            --model | --name | --author) ;;
            *) COMPREPLY=($(compgen -W "--model --output --name --author --sign-key --help" -- "$cur")) ;;
            esac
            ;;
        esac
        return
        ;;
    help)
        return
        ;;
    run | batch | station) ;;
    *)
        return
        ;;
    esac

    local profile=""
    for ((i = 1; i < cword; i++)); do
        [[ ${words[i]} == --profile ]] && profile=${words[i + 1]}
        [[ ${words[i]} == --profile=* ]] && profile=${words[i]#--profile=}
    done
    # Quotes typed around a profile name are part of the word here.
    profile=${profile//[\"\']/}

    local option=$prev
    if [[ $cur == --*=* ]]; then
        option=${cur%%=*}
        cur=${cur#*=}
    elif [[ " $run_value_options " != *[[:space:]]"$prev"[[:space:]]* ]]; then
        option=""
    fi

    local IFS=$'\n'
    case $option in
    --profile)
        local ids
        ids=$(_sektor_cli_profiles "$cli" | cut -f1)
        COMPREPLY=($(compgen -W "$ids" -- "$cur"))
        ;;
    --chain)
        _sektor_cli_list "$cur" "$(_sektor_cli_profiles "$cli" | cut -f1)"
        ;;
    --sign-key)
        COMPREPLY=($(compgen -f -- "$cur"))
        compopt -o filenames 2>/dev/null
        ;;
    --data)
        COMPREPLY=($(compgen -W $'random\nzero' -- "$cur"))
        ;;
    --engine)
        COMPREPLY=($(compgen -W $'auto\nio_uring\nsync' -- "$cur"))
        ;;
    --modes)
        _sektor_cli_list "$cur" $'read\nwrite\nmix\nrewrite'
        ;;
    --tests)
        _sektor_cli_list "$cur" "$(_sektor_cli_tests "$cli" "$profile")"
        ;;
    --size)
        COMPREPLY=($(compgen -W $'256MiB\n512MiB\n1GiB\n4GiB\n16GiB\nall' -- "$cur"))
        ;;
    --block-sizes)
        COMPREPLY=($(compgen -W $'4KiB-1MiB\n512B-64MiB\n4KiB-64MiB' -- "$cur"))
        ;;
    --queue-depth)
        COMPREPLY=($(compgen -W $'1\n2\n4\n8\n16\n32\n64' -- "$cur"))
        ;;
    --samples)
        COMPREPLY=($(compgen -W $'100\n200\n500\n1000\nall' -- "$cur"))
        ;;
    --slow-below)
        COMPREPLY=($(compgen -W $'30\n50\n70' -- "$cur"))
        ;;
    --reads)
        COMPREPLY=($(compgen -W $'500\n1000\n5000' -- "$cur"))
        ;;
    --slow-read)
        COMPREPLY=($(compgen -W $'50ms\n100ms\n500ms' -- "$cur"))
        ;;
    --files)
        COMPREPLY=($(compgen -W $'1k\n16k\n64k\n128k' -- "$cur"))
        ;;
    --file-size)
        COMPREPLY=($(compgen -W $'0\n4KiB\n64KiB' -- "$cur"))
        ;;
    --file-sync)
        COMPREPLY=($(compgen -W $'none\nfile\nfolder' -- "$cur"))
        ;;
    --threads)
        COMPREPLY=($(compgen -W $'1\n2\n4\n8' -- "$cur"))
        ;;
    --self-test)
        COMPREPLY=($(compgen -W $'short\nextended\nconveyance\nnone' -- "$cur"))
        ;;
    --patterns)
        COMPREPLY=($(compgen -W $'stamps\nrandom\nzeros\nones\nstamps,random,zeros,ones' -- "$cur"))
        ;;
    --resume)
        COMPREPLY=($(compgen -f -X '!*.json' -- "$cur"))
        ;;
    --runs)
        COMPREPLY=($(compgen -W "$(printf '%s\n' 1 2 3 4 5 6 7 8 9)" -- "$cur"))
        ;;
    --time | --warmup | --interval)
        COMPREPLY=($(compgen -W $'0\n500ms\n1s\n2s\n5s\n10s' -- "$cur"))
        ;;
    --json)
        COMPREPLY=($(compgen -f -- "$cur"))
        compopt -o filenames 2>/dev/null
        ;;
    --report-dir)
        COMPREPLY=($(compgen -d -- "$cur"))
        compopt -o filenames 2>/dev/null
        ;;
    --sign-key)
        COMPREPLY=($(compgen -f -- "$cur"))
        compopt -o filenames 2>/dev/null
        ;;
    --allow-destroy-data)
        _sektor_cli_targets "$cur"
        local keep=() dev
        for dev in "${COMPREPLY[@]}"; do
            [[ -b $dev ]] && keep+=("$dev")
        done
        COMPREPLY=("${keep[@]}")
        ;;
    --mix | --seed | --comment | --operator | --customer) ;;
    *)
        if [[ $cur == -* ]]; then
            IFS=$' \t\n'
            COMPREPLY=($(compgen -W "$run_options" -- "$cur"))
        elif [[ $command != station ]]; then
            _sektor_cli_targets "$cur"
        fi
        ;;
    esac
}

complete -F _sektor_cli sektor-cli
